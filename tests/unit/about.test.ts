import { describe, expect, it } from 'vitest'
import { de, en } from '@/i18n/messages'
import { ABOUT_PAGES } from '@/lib/paths'
import { foundingText, joinNames } from '@/lib/companyText'
import { ABOUT_KEYS } from '@/components/About/pages'
import { pageKey } from '@/lib/pageKeys'
import { pageImages } from '@/seed/content/pageImages'

describe('about pages: helpers', () => {
  it('writes the founding month of FOUNDING_DATE in both languages', () => {
    expect(foundingText('de')).toBe('April 1983')
    expect(foundingText('en')).toBe('April 1983')
  })

  it('joins the managing directors with the language’s conjunction', () => {
    expect(joinNames('Dr. Henrike Albers, Jannis Petersen', 'de')).toBe(
      'Dr. Henrike Albers und Jannis Petersen',
    )
    expect(joinNames('Dr. Henrike Albers, Jannis Petersen', 'en')).toBe(
      'Dr. Henrike Albers and Jannis Petersen',
    )
    expect(joinNames('A, B, C', 'de')).toBe('A, B und C')
    expect(joinNames(' Solo ', 'en')).toBe('Solo')
    expect(joinNames('', 'de')).toBe('')
  })
})

describe('about pages: content', () => {
  const seeded = new Set(pageImages.flatMap((image) => image.seats))

  it('every page has a seeded hero image', () => {
    for (const page of ABOUT_PAGES) expect(seeded.has(`${pageKey(page)}.hero`), page).toBe(true)
  })

  for (const [locale, messages] of [
    ['de', de],
    ['en', en],
  ] as const) {
    it(`every page has its own title, description and hero headline (${locale})`, () => {
      const pages = ABOUT_PAGES.map((page) => messages.about[ABOUT_KEYS[page]])
      const titles = pages.map((page) => page.meta.title)
      const descriptions = pages.map((page) => page.meta.description)
      expect(new Set(titles).size).toBe(ABOUT_PAGES.length)
      expect(new Set(descriptions).size).toBe(ABOUT_PAGES.length)
      for (const page of pages) {
        expect(page.meta.description.length).toBeGreaterThan(80)
        expect(page.meta.description.length).toBeLessThanOrEqual(200)
        expect(page.hero.headline).not.toBe('')
        expect(page.hero.subline.split(';')).toHaveLength(2)
      }
    })

    it(`the about page has five bullet lists, six markets and two closing lists (${locale})`, () => {
      const about = messages.about.about
      const sections = [about.who, about.what, about.how, about.stand, about.growth]
      for (const section of sections) expect(Object.keys(section.items).length).toBeGreaterThanOrEqual(3)
      const { headline: _h, intro: _i, ...markets } = about.portfolio
      expect(Object.keys(markets)).toHaveLength(6)
      expect(Object.keys(about.closing.expect.items).length).toBeGreaterThan(0)
      expect(Object.keys(about.closing.promise.items).length).toBeGreaterThan(0)
    })

    it(`the values page has six different solution cards (${locale})`, () => {
      const { headline: _h, intro: _i, ...cards } = messages.about.values.solutions
      const titles = Object.values(cards).map((card) => card.title)
      expect(titles).toHaveLength(6)
      expect(new Set(titles).size).toBe(6)
    })
  }
})
