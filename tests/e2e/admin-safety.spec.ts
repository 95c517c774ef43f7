import type { Page } from '@playwright/test'
import { link, text } from '../support/richText'
import { expect, test } from './fixtures'
import { SAFETY_EDITOR } from './officeLead'

/** A rich-text summary of one paragraph, as the editor's field stores it. */
const summary = (text: string) => ({
  root: {
    type: 'root',
    format: '',
    indent: 0,
    version: 1,
    direction: 'ltr',
    children: [
      {
        type: 'paragraph',
        format: '',
        indent: 0,
        version: 1,
        direction: 'ltr',
        textFormat: 0,
        children: [{ type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 }],
      },
    ],
  },
})

/** The summary with its paragraph made of these parts. */
function withChildren(value: ReturnType<typeof summary>, children: object[]) {
  value.root.children[0].children = children as never
  return value
}

/**
 * What only the German admin in a browser shows of its safety: the restore dialog names the languages that change
 * and a German restore keeps the English text; a confirmation focuses "Abbrechen"; saving a global in German asks
 * first; at 375 px the publish button is whole; and the screens read no English words or German slips, for
 * screen readers neither. What the server does is tested over HTTP (tests/integration/restore-languages.test.ts,
 * failed-schedules, document-address, visitor-rankings).
 */
test.use({ locale: 'de-DE', viewport: { width: 1280, height: 800 } })

const WORDS =
  /Responsive|Benefits|Copy URL|Selected date|Drag to move|Add block|Insert Paragraph|\[object Object\]|Dieses News|Kein News|Duplizieren Ausgewählte|Nur modifiziert|datei hierher|drag & drop|\b(Edit link|Remove link|Published|Draft|Scheduled)\b/

/** Every screen read, by its address: the scan must have read 20 different ones. */
const read = new Set<string>()

/**
 * The screen's text and every accessible name the page gives (aria-label, title, alt, placeholder), once the
 * screen shows `ready` (no waiting for the network to rest: what the server drew is there with it).
 */
async function readsGerman(page: Page, screen: string, ready: string) {
  await expect(page.locator(ready).first()).toBeVisible()
  const names = await page.evaluate(() =>
    [
      document.body.innerText,
      ...[...document.querySelectorAll('[aria-label],[title],[alt],[placeholder]')].map((element) =>
        ['aria-label', 'title', 'alt', 'placeholder']
          .map((name) => element.getAttribute(name) ?? '')
          .join(' '),
      ),
    ].join('\n'),
  )
  expect(names.match(WORDS), screen).toBeNull()
  read.add(screen)
}

test('the German admin restores per language, asks before a global goes out in every language, focuses "Abbrechen" and reads German', async ({
  page,
}) => {
  test.setTimeout(360_000)
  await page.goto('/admin/login')
  await page.locator('input[name="email"]').fill(SAFETY_EDITOR.email)
  await page.locator('input[name="password"]').fill(SAFETY_EDITOR.password)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  await readsGerman(page, 'dashboard', '[data-testid="desk-failed"]')

  // A news item published in German, translated, then changed in German.
  const asEditor = { headers: { Origin: new URL(page.url()).origin } }
  const BEFORE = `Sicherheit ${Date.now()}: vor der Übersetzung`
  // Whole, as visitors may meet it while other tests walk every page: a summary in each language.
  const created = await page.request.post('/cms-api/news?locale=de', {
    ...asEditor,
    data: {
      title: BEFORE,
      date: '2026-11-20T12:00:00.000Z',
      shortBody: summary(
        `Eine Meldung, an der die Sicherheit des Wiederherstellens geprüft wird (${BEFORE}).`,
      ),
      _status: 'published',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  await page.request.patch(`/cms-api/news/${doc.id}?locale=en`, {
    ...asEditor,
    data: {
      title: 'Safety: translated',
      // With a link on words a translator types over.
      shortBody: withChildren(summary(''), [
        text('A news item on which '),
        link({ linkType: 'custom', url: '/kontakt', newTab: false }, 'restoring a version'),
        text(` safely is checked (${BEFORE}).`),
      ]),
      _status: 'published',
    },
  })
  await page.request.patch(`/cms-api/news/${doc.id}?locale=de`, {
    ...asEditor,
    data: { title: 'Sicherheit: nach der Übersetzung', _status: 'published' },
  })
  const versions = await page.request.get(
    `/cms-api/news/versions?where[parent][equals]=${doc.id}&sort=createdAt&limit=1&depth=0`,
    asEditor,
  )
  expect(versions.status()).toBe(200)
  const [first] = ((await versions.json()) as { docs: { id: number }[] }).docs

  await page.goto(`/admin/collections/news/${doc.id}/versions?locale=de`)
  await readsGerman(page, 'versions list', '.versions table')
  await page.goto(`/admin/collections/news/${doc.id}/versions/${first.id}?locale=de`)
  await readsGerman(page, 'version', 'button:has-text("Als Entwurf wiederherstellen")')
  await page.getByRole('button', { name: 'Als Entwurf wiederherstellen' }).first().click()
  await expect(page.getByTestId('restore-languages')).toContainText('Es ändert sich nur Deutsch')
  await expect(page.getByTestId('restore-languages')).toContainText('Unverändert bleibt: Englisch')
  await expect(page.locator('#confirm-cancel')).toBeFocused()
  await page.locator('#confirm-action').click()
  await expect(page).toHaveURL(new RegExp(`/admin/collections/news/${doc.id}$`))
  // The draft in German is the old version; the English text stayed (the data: restore-languages.test.ts).
  await expect(page.locator('#field-title')).toHaveValue(BEFORE)
  await page.goto(`/admin/collections/news/${doc.id}?locale=en`)
  await expect(page.locator('#field-title')).toHaveValue('Safety: translated')
  await readsGerman(page, 'news edit English', '[data-testid="translation-status"]')
  // Typing over the linked words keeps the link (Lexical dropped it).
  const linked = page.locator('[data-lexical-editor] a').filter({ hasText: 'restoring a version' })
  const href = await linked.getAttribute('href')
  await linked.evaluate((anchor) => {
    ;(anchor.closest('[contenteditable="true"]') as HTMLElement).focus()
    const walker = document.createTreeWalker(anchor, NodeFilter.SHOW_TEXT)
    const texts: Text[] = []
    while (walker.nextNode()) texts.push(walker.currentNode as Text)
    const range = document.createRange()
    range.setStart(texts[0], 0)
    range.setEnd(texts.at(-1)!, texts.at(-1)!.length)
    getSelection()!.removeAllRanges()
    getSelection()!.addRange(range)
  })
  await page.keyboard.type('the restore')
  await expect(page.locator('[data-lexical-editor] a').filter({ hasText: /^the restore$/ })).toHaveAttribute(
    'href',
    href!,
  )
  await page.goto(`/admin/collections/news/${doc.id}?locale=de`)
  await readsGerman(page, 'news edit', '#field-title')
  // The rich text's block handle and its menu, as a mouse over a paragraph shows them.
  await page.locator('.rich-text-lexical [data-lexical-editor] p').first().hover()
  await readsGerman(page, 'news edit rich text', '.rich-text-lexical')

  // The delete dialog of a record with a trash: the focus on the safe choice.
  await page.locator('.doc-controls__popup button').first().click()
  await page.locator('#action-delete').click()
  await expect(page.locator('#confirm-cancel')).toBeFocused()
  await page.keyboard.press('Escape')

  // A global in German: the save asks, naming the language whose visitors see the change.
  await page.goto('/admin/globals/popup?locale=de')
  await page.locator('#field-heading').fill('Neue Überschrift nur auf Deutsch')
  await page.locator('#action-save').click()
  await expect(page.getByTestId('global-save-languages')).toContainText('Englisch')
  await readsGerman(page, 'popup question', '[data-testid="global-save-languages"]')
  await page.locator('#confirm-cancel').click()
  await expect(page.getByTestId('global-save-languages')).toHaveCount(0)

  // The oldest records, the sample content's: the newest may be another test's, deleted while this one reads it.
  const { docs: jobs } = (await (
    await page.request.get('/cms-api/jobs?limit=1&depth=0&sort=id&where[_status][equals]=published', asEditor)
  ).json()) as { docs: { id: number }[] }
  const { docs: documents } = (await (
    await page.request.get('/cms-api/documents?limit=1&depth=0&sort=id', asEditor)
  ).json()) as { docs: { id: number }[] }
  for (const [screen, ready] of [
    ['/admin/collections/news', '.collection-list table'],
    ['/admin/collections/news/create', '#field-title'],
    ['/admin/collections/news/trash', '.collection-list'],
    ['/admin/collections/documents', '.collection-list table'],
    [`/admin/collections/documents/${documents[0].id}`, '#field-title'],
    ['/admin/collections/documents/create', '.dropzone'],
    ['/admin/collections/media', '.collection-list'],
    ['/admin/collections/jobs', '.collection-list table'],
    [`/admin/collections/jobs/${jobs[0].id}`, '#field-name'],
    ['/admin/collections/events', '.collection-list'],
    ['/admin/globals/award-banner', '#field-text'],
    ['/admin/account', '#field-email'],
    ['/admin/geplant', '[data-testid="schedule-calendar"]'],
    ['/admin/uebersetzungen', 'h1'],
    ['/admin/besucherzahlen', '[data-testid="visitors-days"]'],
  ] as const) {
    await page.goto(screen)
    await readsGerman(page, screen, ready)
  }
  // A job's dates in the date picker, as a screen reader announces them.
  await page.goto(`/admin/collections/jobs/${jobs[0].id}`)
  await page.locator('.date-time-picker input').first().click()
  await readsGerman(page, 'job date picker', '.react-datepicker')
  // The most read job ad of last week: two clicks from the figures.
  await page.goto('/admin/besucherzahlen')
  await page.getByTestId('visitors-kinds').getByRole('link', { name: 'Stellenanzeigen' }).click()
  await page.getByTestId('visitors-presets').getByRole('link', { name: 'Letzte Woche' }).click()
  await readsGerman(page, 'figures: job ads last week', '[data-testid="visitors-ranking-jobs"]')
  await expect(page.getByTestId('visitors-ranking-jobs').getByRole('heading')).toContainText(
    'Meistgelesene Stellenanzeigen',
  )
  expect(read.size, [...read].join(', ')).toBeGreaterThanOrEqual(20)

  // On a phone the document's buttons wrap: the publish button stands whole inside the screen.
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto(`/admin/collections/news/${doc.id}?locale=de`)
  const publish = page.locator('#action-save')
  await expect(publish).toBeVisible()
  const box = (await publish.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(375)
  await page.screenshot({ path: 'reports/admin-safety-375.png', fullPage: false })
  expect((await page.request.delete(`/cms-api/news/${doc.id}`, asEditor)).status()).toBe(200)
})
