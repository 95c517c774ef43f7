import { describe, expect, it } from 'vitest'
import { dateText, formatEuro, telHref } from '@/lib/format'
import { slugify } from '@/lib/slugify'
import { isFileLink } from '@/lib/paths'
import { sanitize, stripTags } from '@/data/html'

describe('dateText (spec §3)', () => {
  it.each([
    ['2026-03-12', '2026-03-14', 'de', '12.03.2026 - 14.03.2026'],
    ['2026-03-12', null, 'de', '12.03.2026'],
    [null, '2026-03-14', 'en', '14/03/2026'],
    [null, null, 'de', ''],
  ] as const)('%s %s %s → %s', (start, end, locale, expected) => {
    expect(dateText(start, end, locale)).toBe(expected)
  })
})

describe('formatEuro', () => {
  it('formats order volumes in German euro format', () => {
    expect(formatEuro(1250000).replace(/\u00a0/g, ' ')).toBe('1.250.000,00 €')
    expect(formatEuro(184500.5).replace(/\u00a0/g, ' ')).toBe('184.500,50 €')
  })
})

describe('telHref (spec §2 top bar)', () => {
  it('keeps digits only and prefixes a plus sign', () => {
    expect(telHref('+49 40 66969-100')).toBe('tel:+494066969100')
    expect(telHref('(0049) 40 / 66969 100')).toBe('tel:+00494066969100')
  })
})

describe('slugify', () => {
  it('spells out umlauts and keeps ASCII', () => {
    expect(slugify('Gründerpreis 2024: Kategorie „Aufsteiger“')).toBe(
      'gruenderpreis-2024-kategorie-aufsteiger',
    )
    expect(slugify('Straße & Größe')).toBe('strasse-groesse')
    expect(slugify('---')).toBe('')
  })
})

describe('isFileLink (new-tab rule)', () => {
  it.each([
    ['/cms-api/documents/file/flyer.pdf', true],
    ['/bild.JPG?x=1', true],
    ['/a.jpeg#top', true],
    ['/tool.exe', true],
    ['/logo.png', true],
    ['/karriere', false],
    ['/file.pdf.html', false],
  ])('%s → %s', (href, expected) => {
    expect(isFileLink(href)).toBe(expected)
  })
})

describe('HTML sanitizing', () => {
  it('keeps text markup, drops scripts, handlers and javascript: links', () => {
    const html = sanitize(
      '<p onclick="x()">Hi <strong>du</strong><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=y></p>',
    )
    expect(html).toBe('<p>Hi <strong>du</strong><a>x</a></p>')
    expect(sanitize('<a href="https://a.example" target="_blank">a</a>')).toContain(
      'rel="noopener noreferrer"',
    )
    expect(stripTags('<p>Eins</p>\n<p>Zwei</p>')).toBe('Eins Zwei')
  })
})
