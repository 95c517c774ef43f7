import { describe, expect, it } from 'vitest'
import { escapeXml, rssDate, rssFeed } from '@/lib/rss'

describe('RSS 2.0', () => {
  it('escapes markup and drops characters XML forbids', () => {
    expect(escapeXml(`<b>"Tom" & 'Jerry'</b>\u0001`)).toBe(
      '&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;',
    )
  })

  it('writes RFC 822 dates in UTC', () => {
    expect(rssDate('2026-03-03')).toBe('Tue, 03 Mar 2026 00:00:00 GMT')
    expect(rssDate('2026-03-03T12:30:00+01:00')).toBe('Tue, 03 Mar 2026 11:30:00 GMT')
  })

  it('has a channel with its self link and newest date, and one item per entry', () => {
    const xml = rssFeed({
      title: 'Sekundenwerk – News',
      link: 'https://www.sekundenwerk.example/aktuelles/news',
      self: 'https://www.sekundenwerk.example/aktuelles/news/feed',
      description: 'Neuigkeiten & mehr',
      language: 'de-DE',
      items: [
        {
          title: 'A < B',
          link: 'https://www.sekundenwerk.example/aktuelles/news/1/a',
          date: '2026-01-02',
          summary: 'Eins',
        },
        {
          title: 'C',
          link: 'https://www.sekundenwerk.example/aktuelles/news/2/c',
          date: '2026-02-03',
          summary: 'Zwei',
        },
      ],
    })
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/)
    expect(xml).toContain(
      '<atom:link href="https://www.sekundenwerk.example/aktuelles/news/feed" rel="self" type="application/rss+xml"/>',
    )
    expect(xml).toContain('<description>Neuigkeiten &amp; mehr</description>')
    expect(xml).toContain('<lastBuildDate>Tue, 03 Feb 2026 00:00:00 GMT</lastBuildDate>')
    expect(xml.match(/<item>/g)).toHaveLength(2)
    expect(xml).toContain('<title>A &lt; B</title>')
    expect(xml).toContain(
      '<guid isPermaLink="true">https://www.sekundenwerk.example/aktuelles/news/1/a</guid>',
    )
  })
})
