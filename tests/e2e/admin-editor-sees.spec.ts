import { PDFDocument } from 'pdf-lib'
import { link, paragraph } from '../support/richText'
import { expect, test } from './fixtures'
import { planInTwoDays } from './scheduleDrawer'
import { SEES_EDITOR } from './officeLead'
import { signInToAdmin } from './office'

/**
 * What an editor of the German admin sees where the server keeps the site whole (the server's side is tested over
 * HTTP: tests/integration/failed-schedules, document-address, editor-desk): a plan that would fail is refused
 * in the drawer with the field named; a document given a new file keeps its old address (301 to the new file) and
 * the page linking it shows the new link at once; the translations overview lists a record whose English is out of
 * date; the versions list names who saved each version and in which language.
 * A plan that fails at its time is red in the list, the calendar and the dashboard and mailed to its planner:
 * tests/e2e/failed-plan.spec.ts, on a site of its own.
 */
test.use({ locale: 'de-DE', viewport: { width: 1280, height: 800 } })

async function pdf(text: string) {
  const document = await PDFDocument.create()
  document.addPage().drawText(text)
  return Buffer.from(await document.save())
}

test('the German admin refuses a plan without a date, keeps a new PDF at its old address and lists a stale translation', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await signInToAdmin(page, SEES_EDITOR)
  const asEditor = { headers: { Origin: new URL(page.url()).origin } }
  const stamp = Date.now()

  // A draft without its date: planning it is refused in the drawer, naming the field.
  const draft = await page.request.post('/cms-api/news?locale=de&draft=true', {
    ...asEditor,
    data: { title: `Ohne Datum geplant ${stamp}` },
  })
  expect(draft.status(), await draft.text()).toBe(201)
  const { doc: planned } = (await draft.json()) as { doc: { id: number } }
  await page.goto(`/admin/collections/news/${planned.id}`)
  await planInTwoDays(page)
  await expect(page.getByText(/Nicht geplant: .*„Datum“/).first()).toBeVisible()
  await expect(page.locator('.schedule-publish table')).toHaveCount(0)

  // A document, linked from a published news item; then a new edition under a new name.
  const name = `adresse-${stamp}`
  const first = await page.request.post('/cms-api/documents', {
    ...asEditor,
    multipart: {
      _payload: JSON.stringify({ title: `Adressprobe ${stamp}` }),
      file: { name: `${name}.pdf`, mimeType: 'application/pdf', buffer: await pdf('Erste Ausgabe') },
    },
  })
  expect(first.status(), await first.text()).toBe(201)
  const { doc: document } = (await first.json()) as { doc: { id: number } }
  const news = await page.request.post('/cms-api/news?locale=de', {
    ...asEditor,
    data: {
      title: `Broschüre verlinkt ${stamp}`,
      date: '2026-11-20T12:00:00.000Z',
      body: paragraph(
        link(
          { linkType: 'internal', newTab: false, doc: { relationTo: 'documents', value: document.id } },
          'Zur Broschüre',
        ),
      ),
      _status: 'published',
    },
  })
  expect(news.status(), await news.text()).toBe(201)
  const { doc: linking } = (await news.json()) as { doc: { id: number; url: string } }
  const newsPage = `/aktuelles/news/${linking.id}/${linking.url}`
  const linkOn = async () => {
    const html = await (await page.request.get(newsPage)).text()
    return /href="([^"]*\/documents\/file\/[^"]+)"[^>]*>Zur Broschüre/.exec(html)?.[1]
  }
  expect(await linkOn()).toBe(`/cms-api/documents/file/${name}.pdf`)
  const second = await page.request.patch(`/cms-api/documents/${document.id}`, {
    ...asEditor,
    multipart: {
      _payload: JSON.stringify({}),
      file: { name: `${name}-2027.pdf`, mimeType: 'application/pdf', buffer: await pdf('Zweite Ausgabe') },
    },
  })
  expect(second.status(), await second.text()).toBe(200)
  const old = await page.request.get(`/cms-api/documents/file/${name}.pdf`, { maxRedirects: 0 })
  expect(old.status()).toBe(301)
  expect(old.headers()['location']).toBe(`/cms-api/documents/file/${name}-2027.pdf`)
  expect((await page.request.get(`/cms-api/documents/file/${name}.pdf`)).status()).toBe(200)
  // The page that links it shows the new file's address, without waiting for its cache to expire.
  expect(await linkOn()).toBe(`/cms-api/documents/file/${name}-2027.pdf`)

  // Its English text written, then the German changed: the overview lists the item as out of date.
  await page.request.patch(`/cms-api/news/${linking.id}?locale=en`, {
    ...asEditor,
    data: { title: `Brochure linked ${stamp}`, _status: 'published' },
  })
  await page.request.patch(`/cms-api/news/${linking.id}?locale=de`, {
    ...asEditor,
    data: { title: `Broschüre verlinkt, geändert ${stamp}`, _status: 'published' },
  })
  await page.goto('/admin/uebersetzungen')
  const row = page.getByRole('row').filter({ hasText: `Broschüre verlinkt, geändert ${stamp}` })
  await expect(row).toContainText(/veraltet/)
  await expect(row.getByRole('link').first()).toHaveAttribute(
    'href',
    new RegExp(`/admin/collections/news/${linking.id}`),
  )

  // Its versions say who saved each and in which language: the English one and the German ones.
  await page.goto(`/admin/collections/news/${linking.id}/versions`)
  const versions = page.locator('table')
  await expect(versions.getByRole('columnheader')).toContainText(['Bearbeitet von', 'Sprache'])
  await expect(versions.getByRole('row').filter({ hasText: 'Englisch' })).toContainText(
    'Redaktion Ansicht',
  )
  await expect(versions.getByRole('row').filter({ hasText: 'Deutsch' }).first()).toContainText(
    'Redaktion Ansicht',
  )

  for (const path of [
    `/cms-api/news/${linking.id}`,
    `/cms-api/news/${planned.id}`,
    `/cms-api/documents/${document.id}`,
  ])
    expect((await page.request.delete(path, asEditor)).status(), path).toBe(200)
})
