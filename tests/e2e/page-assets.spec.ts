import type { APIRequestContext, Page } from '@playwright/test'
import { PDFDocument } from 'pdf-lib'
import { signedInEditor } from './editorSession'
import { expect, test } from './fixtures'
import { ASSETS_EDITOR } from './officeLead'

/**
 * What an editor chooses in the globals Seitenbilder and Downloads is what the pages show, as visitors get them
 * from the production server (its caches included). Each test puts the globals back as they were.
 */

// One account: Payload keeps its sessions on the user record; log in one test at a time.
test.describe.configure({ mode: 'serial' })

type Doc = { id: number; url?: string; filename?: string }

async function ok<T>(answer: Promise<{ status(): number; text(): Promise<string> }>): Promise<T> {
  const response = await answer
  const body = await response.text()
  expect(response.status(), body).toBeLessThan(300)
  return JSON.parse(body) as T
}

async function upload(
  editor: APIRequestContext,
  collection: string,
  name: string,
  mimeType: string,
  buffer: Buffer,
  data: object,
) {
  const created = await ok<{ doc: Doc }>(
    editor.post(`/cms-api/${collection}`, {
      multipart: { file: { name, mimeType, buffer }, _payload: JSON.stringify(data) },
    }),
  )
  return created.doc
}

async function pdf(text: string) {
  const doc = await PDFDocument.create()
  doc.addPage().drawText(text)
  return Buffer.from(await doc.save())
}

/** Reloads `path` until `check` passes: an edit shows on the next request, or a second later from the cache. */
async function eventually(page: Page, path: string, check: () => Promise<void>) {
  await expect(async () => {
    await page.goto(path)
    await check()
  }).toPass({ timeout: 15_000 })
}

test('an image chosen in Seitenbilder is the one the page shows, whatever its file name', async ({
  playwright,
  baseURL,
  page,
}) => {
  const editor = await signedInEditor(playwright, baseURL!, ASSETS_EDITOR)
  const before = await ok<{ zertifikate: { hero: number } }>(
    editor.get('/cms-api/globals/page-images?depth=0&locale=de'),
  )
  const seeded = await ok<Doc>(editor.get(`/cms-api/media/${before.zertifikate.hero}?depth=0`))
  // The same picture under a name of its own (the same pixels: the contrast of the hero text stays as tested).
  const bytes = await (await editor.get(`/media/${seeded.filename}`)).body()
  const name = `auszeichnungen-buehne-${Date.now()}`
  const replacement = await upload(editor, 'media', `${name}.webp`, 'image/webp', bytes, {
    alt: 'Urkunden an der Wand',
  })
  try {
    await ok(
      editor.post('/cms-api/globals/page-images?locale=de', {
        data: { zertifikate: { ...before.zertifikate, hero: replacement.id } },
      }),
    )
    for (const prefix of ['', '/en']) {
      await eventually(page, `${prefix}/ueber-uns/zertifikate`, async () => {
        const hero = page.locator('main img').first()
        await expect(hero).toHaveAttribute('src', new RegExp(name))
        await expect(page.locator(`img[src*="${seeded.filename!.replace(/\.webp$/, '')}"]`)).toHaveCount(0)
      })
    }
  } finally {
    await ok(
      editor.post('/cms-api/globals/page-images?locale=de', {
        data: { zertifikate: { ...before.zertifikate, hero: before.zertifikate.hero } },
      }),
    )
    await editor.delete(`/cms-api/media/${replacement.id}`)
  }
})

test('downloads follow the list in Downloads, link the English file on English pages, and a deleted document drops out', async ({
  playwright,
  baseURL,
  page,
}) => {
  const editor = await signedInEditor(playwright, baseURL!, ASSETS_EDITOR)
  const before = await ok<{ certificates: number[] }>(editor.get('/cms-api/globals/downloads?depth=0'))
  const stamp = Date.now()
  const english = await upload(
    editor,
    'documents',
    `pruefbericht-${stamp}-en.pdf`,
    'application/pdf',
    await pdf('Test report'),
    {
      title: 'Prüfbericht (englische Fassung)',
    },
  )
  const german = await upload(
    editor,
    'documents',
    `pruefbericht-${stamp}.pdf`,
    'application/pdf',
    await pdf('Prüfbericht'),
    {
      title: 'Prüfbericht Funkanlage',
      englishFile: english.id,
    },
  )
  await ok(
    editor.patch(`/cms-api/documents/${german.id}?locale=en`, {
      data: { title: 'Radio system test report' },
    }),
  )
  const setList = (certificates: number[]) =>
    ok(editor.post('/cms-api/globals/downloads', { data: { certificates } }))
  const links = () => page.getByTestId('certificate-downloads').getByRole('link')

  try {
    await setList([german.id, ...before.certificates])
    await eventually(page, '/ueber-uns/zertifikate', async () => {
      await expect(links()).toHaveCount(before.certificates.length + 1)
      await expect(links().first()).toContainText('Prüfbericht Funkanlage')
      await expect(links().first()).toHaveAttribute('href', new RegExp(`/pruefbericht-${stamp}\\.pdf$`))
    })
    await eventually(page, '/en/ueber-uns/zertifikate', async () => {
      await expect(links().first()).toContainText('Radio system test report')
      await expect(links().first()).toHaveAttribute('href', new RegExp(`/pruefbericht-${stamp}-en\\.pdf$`))
    })
    const file = await page.request.get((await links().first().getAttribute('href'))!)
    expect(file.headers()['content-type']).toContain('application/pdf')

    // Moved to the end of the list: last on the page.
    await setList([...before.certificates, german.id])
    await eventually(page, '/ueber-uns/zertifikate', async () => {
      await expect(links().last()).toContainText('Prüfbericht Funkanlage')
    })

    // Deleted: gone from the page, which still answers as before.
    expect((await editor.delete(`/cms-api/documents/${german.id}`)).status()).toBe(200)
    for (const prefix of ['', '/en']) {
      await eventually(page, `${prefix}/ueber-uns/zertifikate`, async () => {
        await expect(links()).toHaveCount(before.certificates.length)
        await expect(page.getByTestId('certificate-downloads')).not.toContainText(/Prüfbericht|test report/)
      })
    }
  } finally {
    await setList(before.certificates)
    await editor.delete(`/cms-api/documents/${german.id}`)
    await editor.delete(`/cms-api/documents/${english.id}`)
  }
})

test('the German editor finds Seitenbilder and Downloads under Website, page by page', async ({
  playwright,
  baseURL,
  browser,
}) => {
  const editor = await signedInEditor(playwright, baseURL!, ASSETS_EDITOR)
  const context = await browser.newContext({ locale: 'de-DE', storageState: await editor.storageState() })
  const admin = await context.newPage()
  try {
    await admin.goto('/admin/globals/page-images')
    const website = admin.locator('#nav-group-Website')
    // the page open: its entry is no link
    await expect(website.getByText('Seitenbilder', { exact: true })).toBeVisible()
    await expect(website.getByRole('link', { name: 'Downloads' })).toBeVisible()
    const main = admin.getByRole('main')
    await expect(admin.getByRole('heading', { name: 'Seitenbilder', level: 1 })).toBeVisible()
    const tab = (name: string) => main.getByRole('button', { name, exact: true })
    for (const name of ['Lösungen', 'Über uns', 'Karriere', 'Kontakt', 'Rechtliches'])
      await expect(tab(name)).toBeVisible()
    await expect(main.getByText('Leitsysteme', { exact: true }).first()).toBeVisible()
    await expect(main.getByText('Bühnenbild').first()).toBeVisible()
    await tab('Karriere').click()
    await expect(main.getByText('Eindrücke', { exact: true })).toBeVisible()

    await admin.goto('/admin/globals/downloads')
    await expect(admin.getByText('Downloads im Footer', { exact: true })).toBeVisible()
    await expect(admin.getByText('Fernwartung – Anleitung zum Support-Tool')).toBeVisible()
  } finally {
    await context.close()
  }
})
