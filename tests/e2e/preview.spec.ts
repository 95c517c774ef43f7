import type { APIRequestContext } from '@playwright/test'
import { paragraph, text } from '../support/richText'
import { signedInEditor } from './editorSession'
import { expect, test } from './fixtures'
import { jsonLdBlocks } from './jsonLd'
import { EDITOR } from './officeLead'

/**
 * An editor's preview (src/app/api/preview): a saved draft is seen by the editor who asks for the preview, in
 * their browser only; visitors, and every cache between, keep getting the published page.
 */
type NewsItem = { id: number; url: string; title: string }

// One editor account: Payload keeps its sessions on the user record, and two logins at the same moment can
// overwrite each other's session. Log in one test at a time.
test.describe.configure({ mode: 'serial' })

/**
 * A published news item of the test's own, in both languages, dated long ago; kept, like other tests' items, since
 * the crawl of every link may meet it. The news list's first items are other tests' (they publish as they go),
 * and an item another editor has open in the admin is locked: saving a draft of it was answered 423.
 */
async function ownNewsItem(editor: APIRequestContext, title: string): Promise<NewsItem> {
  const created = await editor.post('/cms-api/news?locale=de', {
    data: {
      title,
      date: '2020-01-15T12:00:00.000Z',
      shortBody: paragraph(text(`${title}: eine Meldung, an der die Vorschau geprüft wird.`)),
      _status: 'published',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { doc } = (await created.json()) as { doc: NewsItem }
  const english = await editor.patch(`/cms-api/news/${doc.id}?locale=en`, {
    data: {
      title: `${title} (English)`,
      shortBody: paragraph(text(`${title}: a news item on which the preview is checked.`)),
      _status: 'published',
    },
  })
  expect(english.status(), await english.text()).toBe(200)
  return doc
}

async function saveDraftTitle(editor: APIRequestContext, id: number, title: string, locale: string) {
  const saved = await editor.patch(`/cms-api/news/${id}?draft=true&locale=${locale}`, { data: { title } })
  expect(saved.status()).toBe(200)
}

test('a saved draft shows in the editor’s preview only, in both languages, and never to visitors', async ({
  playwright,
  request,
  baseURL,
}) => {
  const editor = await signedInEditor(playwright, baseURL!, EDITOR)
  const published = await ownNewsItem(editor, `Vorschau ${Date.now()}`)
  const path = `/aktuelles/news/${published.id}/${published.url}`
  const draft = `Entwurf in Arbeit ${Date.now()}`
  await saveDraftTitle(editor, published.id, draft, 'de')

  try {
    // A visitor (and the page cache) before, during and after the preview: the published title.
    const visitorSees = async () => {
      const page = await request.get(path)
      expect(page.status()).toBe(200)
      const html = await page.text()
      expect(html).toContain(published.title)
      expect(html).not.toContain(draft)
      expect(html).not.toContain('data-testid="preview-bar"')
    }
    await visitorSees()

    const start = await editor.get(`/api/preview?collection=news&id=${published.id}&locale=de`, {
      maxRedirects: 0,
    })
    expect(start.status()).toBe(307)
    expect(start.headers()['location']).toBe(path)
    expect(start.headers()['set-cookie']).toContain('__prerender_bypass=')

    const preview = await editor.get(path)
    expect(preview.status()).toBe(200)
    expect(preview.headers()['cache-control']).toMatch(/no-store|private/)
    const html = await preview.text()
    expect(html).toContain(draft)
    expect(html).toContain('data-testid="preview-bar"')
    // Structured data describes the record the page shows: the draft, not the published version.
    const article = jsonLdBlocks(html).find((block) => block['@type'] === 'NewsArticle')
    expect(article?.headline).toBe(draft)
    const crumbs = jsonLdBlocks(html).find((block) => block['@type'] === 'BreadcrumbList')
    expect(JSON.stringify(crumbs)).toContain(draft)
    expect(html).toContain('Vorschau beenden')
    await visitorSees()
    await visitorSees()

    // English: the English page of the record, with the English bar (the draft's title is German only).
    const english = await editor.get(`/api/preview?collection=news&id=${published.id}&locale=en`, {
      maxRedirects: 0,
    })
    expect(english.headers()['location']).toMatch(new RegExp(`^/en/aktuelles/news/${published.id}/`))
    expect(await (await editor.get(english.headers()['location'])).text()).toContain('End preview')

    const exit = await editor.get(`/api/preview/exit?path=${encodeURIComponent(path)}`, { maxRedirects: 0 })
    expect(exit.status()).toBe(307)
    expect(exit.headers()['location']).toBe(path)
    const after = await (await editor.get(path)).text()
    expect(after).not.toContain(draft)
    expect(after).toContain(published.title)
  } finally {
    await saveDraftTitle(editor, published.id, published.title, 'de')
    await editor.dispose()
  }
})

test('the preview is refused to visitors and answers bad requests clearly', async ({
  playwright,
  request,
  baseURL,
}) => {
  const anonymous = await request.get('/api/preview?collection=news&id=1&locale=de', { maxRedirects: 0 })
  expect(anonymous.status()).toBe(401)
  expect(anonymous.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass')

  const editor = await signedInEditor(playwright, baseURL!, EDITOR)
  try {
    const users = await editor.get('/api/preview?collection=users&id=1&locale=de', { maxRedirects: 0 })
    expect(users.status()).toBe(400)
    expect((await users.json()).fields).toHaveProperty('collection')
    const noId = await editor.get('/api/preview?collection=news&locale=de', { maxRedirects: 0 })
    expect(noId.status()).toBe(400)
    const unknown = await editor.get('/api/preview?collection=news&id=999999&locale=de', { maxRedirects: 0 })
    expect(unknown.status()).toBe(404)
    // Ending a preview never leads to another host.
    for (const path of ['//evil.example/', '/\\evil.example', 'https://evil.example/']) {
      const exit = await editor.get(`/api/preview/exit?path=${encodeURIComponent(path)}`, { maxRedirects: 0 })
      expect(exit.headers()['location'], path).toBe('/')
    }
  } finally {
    await editor.dispose()
  }
})

test.describe('in the German admin', () => {
  test.use({ locale: 'de-DE' })

  test('live preview: the page beside the form follows what the editor types, before any save', async ({
    page,
    playwright,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000)
    const editor = await signedInEditor(playwright, baseURL!, EDITOR)
    const published = await ownNewsItem(editor, `Live-Vorschau ${Date.now()}`)
    await page.goto('/admin/login')
    await page.locator('input[name="email"]').fill(EDITOR.email)
    await page.locator('input[name="password"]').fill(EDITOR.password)
    await page.locator('button[type="submit"]').click()
    await expect(page).toHaveURL(/\/admin\/?$/)

    await page.goto(`/admin/collections/news/${published.id}`)
    const toggle = page.getByRole('button', { name: /Live-Vorschau/ }).first()
    await expect(toggle).toBeVisible()
    if ((await page.locator('iframe').count()) === 0) await toggle.click()
    const beside = page.frameLocator('iframe').first()
    await expect(beside.locator('h1').first()).toHaveText(published.title)

    const typed = `Live getippt ${Date.now()}`
    try {
      await page.locator('#field-title').fill(typed)
      // Autosave keeps a draft of the typing, and the preview renders it; nothing was saved by hand.
      await expect(beside.locator('h1').first()).toHaveText(typed, { timeout: 20_000 })
      const visitor = await (await request.get(`/aktuelles/news/${published.id}/${published.url}`)).text()
      expect(visitor).not.toContain(typed)
    } finally {
      await saveDraftTitle(editor, published.id, published.title, 'de')
      await editor.dispose()
    }
  })
})
