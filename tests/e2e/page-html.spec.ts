import { expect, gotoHydrated, test } from './fixtures'
import { allRoutes, localized } from './routes'

/** The opening tag of the menu entry (`<li …>`) that holds the label `label`, in the server's HTML. */
function entryOf(html: string, label: string): string {
  const at = html.indexOf(`>${label}<`)
  expect(at, label).toBeGreaterThan(0)
  const start = html.lastIndexOf('<li', at)
  return html.slice(start, html.indexOf('>', start) + 1)
}

test('the menu marks the current section on each page of it, from the server on', async ({ request }) => {
  for (const [path, label] of [
    ['/aktuelles/news', 'Aktuelles'],
    ['/aktuelles/termine', 'Aktuelles'],
    ['/aktuelles/wir-wachsen', 'Aktuelles'],
    ['/loesungen/it', 'Lösungen'],
    ['/ueber-uns/team', 'Über uns'],
    ['/ueber-uns/ueber-uns', 'Über uns'],
    ['/en/aktuelles/termine', 'News'],
    ['/en/loesungen/digitale-alarmierung', 'Solutions'],
  ] as const) {
    const html = await (await request.get(path)).text()
    const nav = html.slice(html.indexOf('id="main-navigation"'))
    expect(entryOf(nav, label), path).toContain('data-current="true"')
    expect(nav.match(/data-current="true"/g), path).toHaveLength(1)
  }
})

test('no page preloads a stylesheet it does not use', async ({ request }) => {
  for (const path of ['/', '/kontakt', '/en/aktuelles/news', '/gibtsnicht']) {
    const html = await (await request.get(path)).text()
    const preloaded = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="style"/g)].map((m) => m[1])
    const used = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1])
    expect(
      preloaded.filter((href) => !used.includes(href)),
      path,
    ).toEqual([])
  }
})

test('a page with a hero draws its first frame once the hero is parsed, no page waits for an element it lacks', async ({
  request,
}) => {
  const withHero: string[] = []
  for (const route of await allRoutes(request)) {
    for (const locale of ['de', 'en'] as const) {
      const path = localized(route, locale)
      const html = await (await request.get(path)).text()
      const head = html.slice(0, html.indexOf('</head>'))
      const expects = [...head.matchAll(/<link rel="expect" href="#([^"]+)" blocking="render"\/>/g)].map(
        (m) => m[1],
      )
      expect(html.match(/<link rel="expect"/g)?.length ?? 0, `${path}: only in the head`).toBe(expects.length)
      for (const id of expects) expect(html.split(` id="${id}"`).length - 1, `${path}: #${id} once`).toBe(1)
      if (expects.length) withHero.push(path)
      // The hero's section (its CSS module's class `…_hero`), on every page that has one.
      expect(expects.length, path).toBe(/<section class="[^"]*_hero[ "]/.test(html) ? 1 : 0)
    }
  }
  for (const path of ['/', '/en', '/kontakt', '/en/kontakt', '/karriere', '/ueber-uns/niederlassungen'])
    expect(withHero, path).toContain(path)
})

test('the human check shows its checkbox before the form is first used', async ({ request }) => {
  for (const path of ['/kontakt', '/en/kontakt', '/hinweisgeberschutz']) {
    const html = await (await request.get(path)).text()
    const check = html.slice(html.indexOf('data-testid="human-check"'))
    expect(check.slice(0, check.indexOf('</div>')), path).toContain('data-testid="human-check-box"')
  }
})

test('history entries without a picture keep their text in line with the others', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await gotoHydrated(page, '/aktuelles/wir-wachsen')
  const entries = page.getByTestId('history-list').locator(':scope > li')
  const lefts = await entries.evaluateAll((items) =>
    items.map((item) => ({
      picture: Boolean(item.querySelector('img')),
      left: Math.round(item.querySelector('h2')!.getBoundingClientRect().left),
    })),
  )
  expect(lefts.some((entry) => !entry.picture)).toBe(true)
  expect(new Set(lefts.map((entry) => entry.left)).size).toBe(1)
})
