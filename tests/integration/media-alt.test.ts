import { describe, expect, it } from 'vitest'

const { payload } = await import('./helpers')
const { awardImages, pageImage } = await import('@/data/pageImages')

/**
 * Alt texts that may read the same in German and English because they are names or language-neutral.
 * Every other seeded image needs its own English alt text, or English pages describe it in German.
 */
const SAME_IN_BOTH_LANGUAGES = new Set<string>([])

describe('seeded images on English pages', () => {
  it('have an English alt text of their own wherever the German one is not a name', async () => {
    const client = await payload()
    const [de, en] = await Promise.all(
      (['de', 'en'] as const).map((locale) =>
        client.find({ collection: 'media', locale, pagination: false }),
      ),
    )
    expect(en.docs.length).toBe(de.docs.length)
    expect(de.docs.length).toBeGreaterThan(50)
    const german = new Map(de.docs.map((doc) => [doc.id, doc.alt]))
    const untranslated = en.docs
      .filter((doc) => doc.alt === german.get(doc.id) && !SAME_IN_BOTH_LANGUAGES.has(doc.alt))
      .map((doc) => `${doc.filename}: ${doc.alt}`)
    expect(untranslated).toEqual([])
  })

  it('show the English picture of a certificate or award where there is one, the German one otherwise', async () => {
    const [awardsDe, awardsEn] = await Promise.all([awardImages('de'), awardImages('en')])
    expect(awardsDe.map((award) => award.url?.split('?')[0])).toEqual([
      expect.stringMatching(/\/award-1-\d+x\d+\.webp$/),
      expect.stringMatching(/\/award-2-\d+x\d+\.webp$/),
    ])
    expect(awardsEn.map((award) => award.url?.split('?')[0])).toEqual([
      expect.stringMatching(/\/award-1\.en-\d+x\d+\.webp$/),
      expect.stringMatching(/\/award-2\.en-\d+x\d+\.webp$/),
    ])
    expect(awardsEn[0].alt).toBe("Founders' Award 2024, 'Aufsteiger' category")

    const [radioDe, radioEn] = await Promise.all([
      pageImage('zertifikate.further', 'de', 'thumb'),
      pageImage('zertifikate.further', 'en', 'thumb'),
    ])
    expect(radioDe.url?.split('?')[0]).toMatch(/\/certificate-radio-service-\d+x\d+\.webp$/)
    expect(radioEn.url?.split('?')[0]).toMatch(/\/certificate-radio-service\.en-\d+x\d+\.webp$/)
    expect([radioDe.alt, radioEn.alt]).toEqual(['Zertifikat Funkservice', 'Radio service certificate'])

    // no words to translate in "ISO 9001" and the office names: one picture for both languages, the German
    // one chosen (the English field is empty and falls back to it)
    const iso = await pageImage('zertifikate.iso9001', 'en', 'card')
    expect(iso.url?.split('?')[0]).toMatch(/\/certificate-iso-9001-\d+x\d+\.webp$/)
    expect(iso.alt).toBe('ISO 9001 certificate')
    const map = await pageImage('kontakt.map', 'en')
    expect(map.url?.split('?')[0]).toMatch(/\/contact-map(-\d+x\d+)?\.webp$/)
    expect(map.alt).toBe('Map showing our five locations')
  })
})
