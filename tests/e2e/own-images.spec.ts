import { expect, test } from './fixtures'

/**
 * A page fetches its own images and no other page's. The heroes of the pages a page links to came along as
 * preload hints in the RSC payloads of the pages its links fetch ahead, at high priority, beside the page's own largest paint
 * on a phone's connection (ServerImage.tsx).
 */
const PAGE = '/loesungen/leitsysteme'

test('a page fetches its hero first and at high priority, and no image of the pages it links to', async ({
  page,
  request,
}) => {
  const html = await (await request.get(PAGE)).text()
  const hero = html.match(/<img [^>]*hero-leitsysteme[^>]*>/)?.[0] ?? ''
  expect(hero).toContain('fetchPriority="high"')
  expect(hero).not.toContain('loading="lazy"')

  const fetched = new Set<string>()
  page.on('request', (sent) => {
    const url = new URL(sent.url())
    if (url.pathname.startsWith('/media/')) fetched.add(url.pathname)
  })
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto(PAGE)
  await page.waitForLoadState('networkidle')
  // Down to the footer: lazy images load; then the pointer on every link, so each one's page is fetched ahead.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.waitForLoadState('networkidle')
  await page
    .locator('a[href^="/"]')
    .evaluateAll((links) =>
      links.forEach((link) => link.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }))),
    )
  await page.waitForLoadState('networkidle')
  const own = await page.evaluate(() =>
    [...document.querySelectorAll('img')].flatMap((img) =>
      [img.currentSrc, ...img.srcset.split(',').map((entry) => entry.trim().split(' ')[0])]
        .filter(Boolean)
        .map((src) => new URL(src, location.href).pathname),
    ),
  )
  expect([...fetched].filter((path) => path.includes('hero-leitsysteme'))).toHaveLength(1)
  expect([...fetched].filter((path) => !own.includes(path))).toEqual([])
})
