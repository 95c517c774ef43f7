import { PDFDocument } from 'pdf-lib'
import { afterEach, describe, expect, it, vi } from 'vitest'

const revalidated: string[] = []
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  revalidateTag: (tag: string) => void revalidated.push(tag),
}))

const { payload, uploadTestImage } = await import('./helpers')
const { awardImages, careerImpressions, pageImage } = await import('@/data/pageImages')
const { download, downloadList } = await import('@/data/documents')

/** Undo steps of the running test, last first: the tests share one database with the other files. */
const undo: (() => Promise<unknown>)[] = []
afterEach(async () => {
  while (undo.length) await undo.pop()!()
})

async function newImage(name: string, alt: { de: string; en: string }) {
  const client = await payload()
  const media = await uploadTestImage(name, alt.de, '#1f8a4c')
  await client.update({ collection: 'media', id: media.id, locale: 'en', data: { alt: alt.en } })
  undo.push(() => client.delete({ collection: 'media', id: media.id }).catch(() => {}))
  return media
}

async function newDocument(name: string, title: { de: string; en: string }, englishFile?: number) {
  const client = await payload()
  const pdf = await PDFDocument.create()
  pdf.addPage().drawText(title.de)
  const bytes = Buffer.from(await pdf.save())
  const doc = await client.create({
    collection: 'documents',
    locale: 'de',
    data: { title: title.de, englishFile },
    file: { data: bytes, mimetype: 'application/pdf', name: `${name}.pdf`, size: bytes.length },
  })
  await client.update({ collection: 'documents', id: doc.id, locale: 'en', data: { title: title.en } })
  undo.push(() => client.delete({ collection: 'documents', id: doc.id }).catch(() => {}))
  return doc
}

/** A global's fields as stored (ids; English without the German fallback), to write back. */
const fieldsOf = <T extends { id: number; updatedAt?: string | null; createdAt?: string | null }>(doc: T) => {
  const { id: _id, updatedAt: _u, createdAt: _c, ...fields } = doc
  return fields
}

/** Puts Seitenbilder back as it was after the test, in both languages. */
async function keepPageImages() {
  const client = await payload()
  const read = (locale: 'de' | 'en') =>
    client.findGlobal({ slug: 'page-images', locale, fallbackLocale: false, depth: 0 })
  const [before, beforeEn] = await Promise.all([read('de'), read('en')])
  undo.push(async () => {
    await client.updateGlobal({ slug: 'page-images', locale: 'de', data: fieldsOf(before) })
    await client.updateGlobal({ slug: 'page-images', locale: 'en', data: fieldsOf(beforeEn) })
  })
  return before
}

/** Puts Downloads back as it was after the test. */
async function keepDownloads() {
  const client = await payload()
  const before = await client.findGlobal({ slug: 'downloads', depth: 0 })
  undo.push(() => client.updateGlobal({ slug: 'downloads', data: fieldsOf(before) }))
  return before
}

const file = (url: string | null | undefined) => url?.split('?')[0].split('/').pop()

describe('page images chosen in the global Seitenbilder', () => {
  it('are what the pages show: an editor replaces one by choosing another image, whatever its file name', async () => {
    const client = await payload()
    const before = await keepPageImages()
    const seeded = await pageImage('karriere.hero', 'de')
    expect(file(seeded.url)).toMatch(/^hero-careers-\d+x\d+\.webp$/)

    // Uploaded as any editor would: a name of its own, not the old one.
    const replacement = await newImage('bewerbungsgespraech-2026', {
      de: 'Bewerbungsgespräch in Barsbüttel',
      en: 'Job interview in Barsbüttel',
    })
    revalidated.length = 0
    await client.updateGlobal({
      slug: 'page-images',
      locale: 'de',
      data: { karriere: { ...before.karriere, hero: replacement.id } },
    })
    expect(revalidated).toContain('page-images')

    for (const locale of ['de', 'en'] as const) {
      const hero = await pageImage('karriere.hero', locale)
      expect(file(hero.url), locale).toMatch(/^bewerbungsgespraech-2026(-\d+x\d+)?\.webp$/)
      expect(hero.alt).toBe(
        locale === 'de' ? 'Bewerbungsgespräch in Barsbüttel' : 'Job interview in Barsbüttel',
      )
    }
    // the rest of the tab as it was
    expect((await careerImpressions('de')).length).toBe(18)
  })

  it('leave a gap, not an error, when the chosen image is deleted', async () => {
    const client = await payload()
    const before = await keepPageImages()
    const portrait = await newImage('portrait-probe', { de: 'Porträt', en: 'Portrait' })
    const impression = await newImage('eindruck-probe', { de: 'Eindruck', en: 'Impression' })
    const impressions = (before.karriere?.impressions ?? []) as number[]
    await client.updateGlobal({
      slug: 'page-images',
      locale: 'de',
      data: {
        management: { ...before.management, portrait: portrait.id },
        karriere: { ...before.karriere, impressions: [impression.id, ...impressions] },
      },
    })
    expect(file((await pageImage('management.portrait', 'de')).url)).toMatch(/^portrait-probe/)
    expect(file((await careerImpressions('de'))[0].url)).toMatch(/^eindruck-probe/)

    await client.delete({ collection: 'media', id: portrait.id })
    await client.delete({ collection: 'media', id: impression.id })
    expect(await pageImage('management.portrait', 'de')).toEqual({ url: null, alt: '' })
    const left = await careerImpressions('de')
    expect(left).toHaveLength(impressions.length)
    expect(left.every((image) => image.url && !image.url.includes('eindruck-probe'))).toBe(true)
  })

  it('show English pages the English picture of a localized field, and the German one where it has none', async () => {
    const client = await payload()
    const before = await keepPageImages()
    const germanImage = await newImage('urkunde-de', { de: 'Urkunde', en: 'Certificate' })
    const english = await newImage('urkunde-en', { de: 'Urkunde (englisch)', en: 'Certificate (English)' })
    await client.updateGlobal({
      slug: 'page-images',
      locale: 'de',
      data: { zertifikate: { ...before.zertifikate, further: germanImage.id } },
    })
    // nothing chosen for English yet: English pages fall back to the German picture
    const seededEnglish = await client.findGlobal({
      slug: 'page-images',
      locale: 'en',
      fallbackLocale: false,
      depth: 0,
    })
    await client.updateGlobal({
      slug: 'page-images',
      locale: 'en',
      data: { zertifikate: { ...seededEnglish.zertifikate, further: null } },
    })
    expect(file((await pageImage('zertifikate.further', 'en')).url)).toMatch(/^urkunde-de/)

    await client.updateGlobal({
      slug: 'page-images',
      locale: 'en',
      data: { zertifikate: { ...seededEnglish.zertifikate, further: english.id } },
    })
    expect(file((await pageImage('zertifikate.further', 'de')).url)).toMatch(/^urkunde-de/)
    expect(file((await pageImage('zertifikate.further', 'en')).url)).toMatch(/^urkunde-en/)

    // Saving the German page again (as the admin's form does, every field of it) keeps the English pictures,
    // of the fields and of the award rows alike.
    const englishAwards = (await awardImages('en')).map((award) => award.url)
    const german = await client.findGlobal({ slug: 'page-images', locale: 'de', depth: 0 })
    await client.updateGlobal({ slug: 'page-images', locale: 'de', data: fieldsOf(german) })
    expect(file((await pageImage('zertifikate.further', 'en')).url)).toMatch(/^urkunde-en/)
    expect((await awardImages('en')).map((award) => award.url)).toEqual(englishAwards)
    expect(englishAwards.every((url) => /\.en-/.test(url ?? ''))).toBe(true)
  })

  it('fill every image field with the sample content, English pictures where the words differ', async () => {
    const client = await payload()
    const doc = await client.findGlobal({ slug: 'page-images', locale: 'de', depth: 0 })
    const empty = Object.entries(doc)
      .filter(([, group]) => group && typeof group === 'object')
      .flatMap(([name, group]) =>
        Object.entries(group as Record<string, unknown>)
          .filter(([, value]) => value == null || (Array.isArray(value) && value.length === 0))
          .map(([field]) => `${name}.${field}`),
      )
    expect(empty).toEqual([])
    expect(await awardImages('de')).toHaveLength(2)
    const [de, en] = await Promise.all([awardImages('en'), awardImages('de')])
    expect(de.map((award) => award.url)).not.toEqual(en.map((award) => award.url))
  })
})

describe('downloads chosen in the global Downloads', () => {
  it('follow the order of the list', async () => {
    const client = await payload()
    const before = await keepDownloads()
    const footer = (before.footer ?? []) as number[]
    expect(footer).toHaveLength(4)
    const seeded = await downloadList('footer', 'de')
    expect(seeded.map((each) => each.id)).toEqual(footer)

    revalidated.length = 0
    await client.updateGlobal({ slug: 'downloads', data: { footer: [...footer].reverse() } })
    expect(revalidated).toContain('downloads')
    expect((await downloadList('footer', 'de')).map((each) => each.title)).toEqual(
      seeded.map((each) => each.title).reverse(),
    )
  })

  it('link the English file on English pages where a document has one, else the German file', async () => {
    const client = await payload()
    await keepDownloads()
    const englishVersion = await newDocument('preisliste-2026-en', {
      de: 'Preisliste 2026 (englische Fassung)',
      en: 'Price list 2026 (English version)',
    })
    const withEnglish = await newDocument(
      'preisliste-2026',
      { de: 'Preisliste 2026', en: 'Price list 2026' },
      englishVersion.id,
    )
    const germanOnly = await newDocument('lieferschein-muster', {
      de: 'Lieferschein (Muster)',
      en: 'Delivery note (sample)',
    })
    await client.updateGlobal({
      slug: 'downloads',
      data: { einsatznavigation: [withEnglish.id, germanOnly.id], reparaturen: withEnglish.id },
    })

    const [de, en] = await Promise.all([
      downloadList('einsatznavigation', 'de'),
      downloadList('einsatznavigation', 'en'),
    ])
    expect(de.map(({ title, href }) => [title, file(href)])).toEqual([
      ['Preisliste 2026', 'preisliste-2026.pdf'],
      ['Lieferschein (Muster)', 'lieferschein-muster.pdf'],
    ])
    expect(en.map(({ title, href }) => [title, file(href)])).toEqual([
      ['Price list 2026', 'preisliste-2026-en.pdf'],
      ['Delivery note (sample)', 'lieferschein-muster.pdf'],
    ])
    expect(file((await download('reparaturen', 'en'))?.href)).toBe('preisliste-2026-en.pdf')
    expect(file((await download('reparaturen', 'de'))?.href)).toBe('preisliste-2026.pdf')

    // The English version deleted: English pages link the German file again.
    await client.delete({ collection: 'documents', id: englishVersion.id })
    expect(file((await download('reparaturen', 'en'))?.href)).toBe('preisliste-2026.pdf')
  })

  it('drop a deleted document from its list and leave its single place empty, without an error', async () => {
    const client = await payload()
    const before = await keepDownloads()
    const doomed = await newDocument('wird-geloescht', { de: 'Wird gelöscht', en: 'To be deleted' })
    const footer = (before.footer ?? []) as number[]
    await client.updateGlobal({
      slug: 'downloads',
      data: { footer: [footer[0], doomed.id, ...footer.slice(1)], leitsysteme: doomed.id },
    })
    expect((await downloadList('footer', 'de')).map((each) => each.id)).toEqual([
      footer[0],
      doomed.id,
      ...footer.slice(1),
    ])
    expect((await download('leitsysteme', 'de'))?.id).toBe(doomed.id)

    revalidated.length = 0
    await client.delete({ collection: 'documents', id: doomed.id })
    expect(revalidated).toContain('documents')
    for (const locale of ['de', 'en'] as const) {
      expect((await downloadList('footer', locale)).map((each) => each.id)).toEqual(footer)
      expect(await download('leitsysteme', locale)).toBeNull()
    }
  })
})
