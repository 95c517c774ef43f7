import { expect, test } from './fixtures'
import { allRoutes, localized } from './routes'
import { LANGUAGES, otherLocales } from '../../src/i18n/routing'

/** The news feeds and what link previews read, by plain requests against the production build. */

const meta = (html: string, property: string) =>
  [...html.matchAll(new RegExp(`<meta property="${property}" content="([^"]*)"`, 'g'))].map(
    ([, value]) => value,
  )

for (const locale of ['de', 'en'] as const) {
  test(`news feed (${locale}): RSS 2.0 with every news item, absolute links, dates and summaries; linked from the news pages`, async ({
    request,
    baseURL,
  }) => {
    const feedPath = localized('/aktuelles/news/feed', locale)
    const response = await request.get(feedPath)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8')
    const xml = await response.text()
    expect(xml).toContain('<rss version="2.0"')
    expect(xml).toContain(`<language>${locale === 'de' ? 'de-DE' : 'en-GB'}</language>`)
    expect(xml).toContain(`<atom:link href="${baseURL}${feedPath}" rel="self"`)
    expect(xml).toContain(`<link>${baseURL}${localized('/aktuelles/news', locale)}</link>`)

    const news = await request
      .post('/api/NewsSelectGridPublic', { data: { lang: locale } })
      .then((r) => r.json())
    const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map(([, body]) => body)
    expect(items).toHaveLength(news.length)
    items.forEach((item, index) => {
      const record = news[index]
      expect(item).toContain(
        `<link>${baseURL}${localized(`/aktuelles/news/${record.id}/${record.url}`, locale)}</link>`,
      )
      expect(new Date(/<pubDate>([^<]+)<\/pubDate>/.exec(item)![1]).toISOString().slice(0, 10)).toBe(
        record.date,
      )
      expect(/<description>([^<]+)<\/description>/.exec(item)?.[1].length).toBeGreaterThan(20)
    })

    for (const page of ['/aktuelles/news', `/aktuelles/news/${news[0].id}/${news[0].url}`]) {
      const html = await (await request.get(localized(page, locale))).text()
      expect(html, page).toMatch(
        new RegExp(
          `<link rel="alternate" type="application/rss\\+xml" href="${baseURL}${feedPath}" title="[^"]+"`,
        ),
      )
    }
    const other = await (await request.get(localized('/kontakt', locale))).text()
    expect(other).not.toContain('application/rss+xml')
  })

  test(`link previews (${locale}): og:type article for news, a share image on every page, og:locale and its alternate`, async ({
    request,
  }) => {
    const routes = await allRoutes(request)
    for (const route of routes) {
      const path = localized(route, locale)
      const html = await (await request.get(path)).text()
      expect(meta(html, 'og:type'), path).toEqual([
        route.startsWith('/aktuelles/news/') ? 'article' : 'website',
      ])
      expect(meta(html, 'og:locale'), path).toEqual([LANGUAGES[locale].ogLocale])
      expect(meta(html, 'og:locale:alternate'), path).toEqual(
        otherLocales(locale).map((each) => LANGUAGES[each].ogLocale),
      )
      const images = meta(html, 'og:image')
      expect(images, path).toHaveLength(1)
      expect(images[0], path).toMatch(/^https?:\/\//)
      const image = await request.get(images[0])
      expect(image.status(), images[0]).toBe(200)
      expect(image.headers()['content-type'], images[0]).toMatch(/^image\//)
      if (route.startsWith('/aktuelles/news/'))
        expect(meta(html, 'article:published_time')[0], path).toMatch(/^\d{4}-\d{2}-\d{2}/)
    }
    const newsList = await (await request.get(localized('/aktuelles/news', locale))).text()
    expect(meta(newsList, 'og:image')[0]).toContain(`/share-card.${locale}.png`)
  })
}
