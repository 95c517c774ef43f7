import { describe, expect, it } from 'vitest'

const { payload } = await import('./helpers')
const { certificateImage, pageImage } = await import('@/data/pageImages')

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
    const [awardDe, awardEn] = await Promise.all([pageImage('award-1', 'de'), pageImage('award-1', 'en')])
    expect(awardDe.url?.split('?')[0]).toMatch(/\/page-award-1\.webp$/)
    expect(awardEn.url?.split('?')[0]).toMatch(/\/page-award-1\.en\.webp$/)
    expect(awardEn.alt).toBe("Founders' Award 2024, 'Aufsteiger' category")

    const [radioDe, radioEn] = await Promise.all([
      certificateImage('certificate-3.webp', 'de', 'thumb'),
      certificateImage('certificate-3.webp', 'en', 'thumb'),
    ])
    expect(radioDe.url?.split('?')[0]).toMatch(/\/certificate-3-\d+x\d+\.webp$/)
    expect(radioEn.url?.split('?')[0]).toMatch(/\/certificate-3\.en-\d+x\d+\.webp$/)
    expect([radioDe.alt, radioEn.alt]).toEqual(['Zertifikat Funkservice', 'Radio service certificate'])

    // no words to translate in "ISO 9001" and the office names: one picture for both languages
    const iso = await certificateImage('certificate-1.webp', 'en')
    expect(iso.url?.split('?')[0]).toMatch(/\/certificate-1-\d+x\d+\.webp$/)
    expect(iso.alt).toBe('ISO 9001 certificate')
    const map = await pageImage('contact-map', 'en')
    expect(map.url?.split('?')[0]).toMatch(/\/page-contact-map(-\d+x\d+)?\.webp$/)
    expect(map.alt).toBe('Map showing our five locations')
  })
})
