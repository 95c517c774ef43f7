import type { Payload } from 'payload'
import { locales } from '@/i18n/routing'
import { SOLUTIONS } from '@/lib/paths'
import { certificateWebp, locationsMapWebp, logoPng, motifWebp, type MapPlace } from './art'
import { titlePagePdf } from './pdf'
import { richText } from './lexical'
import * as content from './content'
import type { PageImageSeat } from './content/pageImages'
import type { ImageSpec, Localized, LocalizedRich, SeedLanguage } from './types'

/** Job locations with the effective ids of the old system (design.md §5), in careers-page order. */
const JOB_LOCATIONS = [
  { id: 2, name: 'Barsbüttel', order: 1 },
  { id: 1, name: 'Greifswald', order: 2 },
  { id: 3, name: 'Unna', order: 3 },
  { id: 4, name: 'Pforzheim', order: 4 },
  { id: 5, name: 'Ludwigsburg', order: 5 },
]

type Log = (message: string) => void

/**
 * Fills an empty database with the sample content of ./content (German and English), generated images
 * and PDFs. Does nothing when content exists, so running it again changes nothing.
 */
export async function seed(payload: Payload, log: Log = () => {}): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'job-locations' })
  if (totalDocs > 0) return false

  let imageSeed = 0
  const createImage = async (spec: ImageSpec, name: string): Promise<number> => {
    imageSeed += 1
    const data = await motifWebp(spec.motif, imageSeed)
    return createMedia(payload, data, `${name}.webp`, 'image/webp', spec.alt)
  }
  const maybeImage = (spec: ImageSpec | undefined, name: string) =>
    spec ? createImage(spec, name) : Promise.resolve(undefined)

  log('job locations')
  for (const location of JOB_LOCATIONS) await payload.create({ collection: 'job-locations', data: location })

  log('company and site settings')
  await payload.updateGlobal({ slug: 'company', data: content.company })

  log('documents')
  await seedDocuments(payload)

  log('news')
  let awardNewsId: number | undefined
  for (const [index, item] of content.news.entries()) {
    const image = await maybeImage(item.image, `news-${index + 1}`)
    const id = await createLocalized(
      payload,
      'news',
      { date: item.date, dark: Boolean(item.dark), image },
      { title: item.title, subline: item.subline },
      { shortBody: item.shortBody, body: item.body },
    )
    if (index === 0) awardNewsId = id
  }

  log('events')
  for (const [index, event] of content.events.entries()) {
    const image = await maybeImage(event.image, `event-${index + 1}`)
    await createLocalized(
      payload,
      'events',
      {
        startdate: event.startdate,
        enddate: event.enddate,
        venueAddress: event.venueAddress,
        attendanceMode: event.attendanceMode,
        image,
      },
      { title: event.title, venue: event.venue },
      { body: event.body },
    )
  }

  log('history')
  for (const [index, entry] of content.history.entries()) {
    const image = await maybeImage(entry.image, `history-${index + 1}`)
    await createLocalized(
      payload,
      'history',
      { date: entry.date, image },
      { title: entry.title },
      { body: entry.body },
    )
  }

  log('jobs')
  for (const job of content.jobs) {
    await createLocalized(
      payload,
      'jobs',
      {
        location: job.locationId,
        startdate: job.startdate,
        enddate: job.enddate,
        employmentType: job.employmentType,
        baseSalary: job.baseSalary,
      },
      { name: job.name },
      { work: job.work, profile: job.profile, benefits: job.benefits, body: job.body },
    )
  }

  log('projects')
  for (const [index, project] of content.projects.entries()) {
    const image = await maybeImage(project.image, `project-${index + 1}`)
    await createLocalized(
      payload,
      'projects',
      {
        startdate: project.startdate,
        enddate: project.enddate,
        category: String(project.category),
        styleVariant: String(project.styleVariant),
        orderVolume: project.orderVolume,
        image,
      },
      {
        title: project.title,
        client: project.client,
        involvedMembers: project.involvedMembers,
        involvedPartners: project.involvedPartners,
      },
      { content: project.content, body: project.body },
    )
  }

  log('offices')
  for (const [index, office] of content.offices.entries()) {
    const { name, headline, dividerHeadline, contactRole, ...plain } = office
    const id = await createLocalized(
      payload,
      'offices',
      { ...plain, order: index + 1 },
      { name, headline, dividerHeadline, contactRole },
      {},
    )
    // Each job location is the office of the same name: its address is where the jobs are.
    const location = JOB_LOCATIONS.find((each) => each.name === name.de)
    if (location) await payload.update({ collection: 'job-locations', id: location.id, data: { office: id } })
  }

  log('team')
  for (const [index, member] of content.team.entries()) {
    const image = await createImage(
      { motif: 'person', alt: { de: `Porträt von ${member.name}`, en: `Portrait of ${member.name}` } },
      `team-${index + 1}`,
    )
    await createLocalized(
      payload,
      'team-members',
      { name: member.name, onHome: member.onHome, order: index + 1, image },
      { position: member.position },
      {},
    )
  }

  log('partners and associations')
  for (const [index, partner] of content.partners.entries()) {
    const logo = partner.hasLogo ? await createLogo(payload, partner.name, index + 1) : undefined
    await payload.create({
      collection: 'partners',
      data: { name: partner.name, url: partner.url, order: index + 1, logo },
    })
  }
  for (const [index, association] of content.associations.entries()) {
    const logo = await createLogo(payload, association.name, 100 + index)
    await payload.create({
      collection: 'associations',
      data: { name: association.name, url: association.url, order: index + 1, logo },
    })
  }

  log('page images')
  await seedPageImages(payload)

  log('home page')
  const slides: { slide: (typeof content.slides)[number]; image: number }[] = []
  for (const [index, slide] of content.slides.entries()) {
    const image = await createImage(
      {
        motif: 'person',
        alt: { de: `${slide.name}, ${slide.role.de}`, en: `${slide.name}, ${slide.role.en}` },
      },
      `slide-${index + 1}`,
    )
    slides.push({ slide, image })
  }
  await payload.updateGlobal({
    slug: 'home',
    locale: 'de',
    data: {
      showAllSolutions: true,
      solutions: [...SOLUTIONS],
      slides: slides.map(({ slide, image }) => ({
        role: slide.role.de,
        name: slide.name,
        image,
        headline: slide.headline?.de,
      })),
    },
  })
  const home = await payload.findGlobal({ slug: 'home', locale: 'de', depth: 0 })
  await payload.updateGlobal({
    slug: 'home',
    locale: 'en',
    data: {
      slides: (home.slides ?? []).map((row, index) => ({
        ...row,
        role: slides[index].slide.role.en,
        headline: slides[index].slide.headline?.en,
      })),
    },
  })

  log('popup and award banner')
  // Chosen from the list, not typed: the link follows the news item's address.
  const awardLink = awardNewsId
    ? { linkKind: 'record' as const, linkRecord: { relationTo: 'news' as const, value: awardNewsId } }
    : {}
  await payload.updateGlobal({
    slug: 'popup',
    locale: 'de',
    data: {
      enabled: true,
      cookieName: 'gruenderpreis-2024-aufsteiger',
      heading: content.popup.heading.de,
      subline: content.popup.subline.de,
      linkText: content.popup.linkText.de,
      fontSize: '1em',
      startDate: '2024-09-10T00:00:00.000Z',
      endDate: '2024-10-10T23:59:59.000Z',
      width: '17em',
      height: '17em',
      padding: '2.5em',
      ...awardLink,
    },
  })
  await payload.updateGlobal({
    slug: 'popup',
    locale: 'en',
    data: {
      heading: content.popup.heading.en,
      subline: content.popup.subline.en,
      linkText: content.popup.linkText.en,
    },
  })
  await payload.updateGlobal({
    slug: 'award-banner',
    locale: 'de',
    data: {
      enabled: true,
      text: content.awardBanner.text.de,
      linkText: content.awardBanner.linkText.de,
      ...awardLink,
    },
  })
  await payload.updateGlobal({
    slug: 'award-banner',
    locale: 'en',
    data: { text: content.awardBanner.text.en, linkText: content.awardBanner.linkText.en },
  })
  for (const locale of locales) {
    const { synonyms, pins } = content.siteSearch[locale]
    await payload.updateGlobal({
      slug: 'site-search',
      locale,
      data: { synonyms: synonyms.map((terms) => ({ terms })), pins },
    })
  }
  return true
}

async function createMedia(payload: Payload, data: Buffer, name: string, mimetype: string, alt: Localized) {
  const created = await payload.create({
    collection: 'media',
    data: { alt: alt.de },
    file: { data, mimetype, name, size: data.length },
  })
  await payload.update({ collection: 'media', id: created.id, locale: 'en', data: { alt: alt.en } })
  return created.id
}

/**
 * A picture with words in it (`<name>.webp`, the German one) and, where its words (`text`) differ in English, its
 * English picture (`<name>.en.webp`), which the global Seitenbilder gets for English pages.
 */
async function createLocalizedMedia(
  payload: Payload,
  name: string,
  draw: (locale: SeedLanguage) => Promise<Buffer>,
  text: Localized,
  alt: Localized,
): Promise<Localized<number | undefined>> {
  const de = await createMedia(payload, await draw('de'), `${name}.webp`, 'image/webp', alt)
  const en =
    text.en === text.de
      ? undefined
      : await createMedia(payload, await draw('en'), `${name}.en.webp`, 'image/webp', alt)
  return { de, en }
}

/** The pictures of content.pageImages, chosen in the global Seitenbilder (English ones for English pages). */
async function seedPageImages(payload: Payload) {
  const chosen = new Map<PageImageSeat, Localized<number | undefined>[]>()
  for (const [index, spec] of content.pageImages.entries()) {
    let ids: Localized<number | undefined>
    if (spec.motif === 'certificate') {
      const title = spec.title ?? spec.alt
      const draw = (locale: SeedLanguage) => certificateWebp(title[locale], 300 + index)
      ids = await createLocalizedMedia(payload, spec.name, draw, title, spec.alt)
    } else if (spec.motif === 'locations') {
      const draw = (locale: SeedLanguage) => locationsMapWebp(officePlaces(locale))
      const names = { de: officeNames('de'), en: officeNames('en') }
      ids = await createLocalizedMedia(payload, spec.name, draw, names, spec.alt)
    } else {
      const data = await motifWebp(spec.motif, 400 + index, spec.small ? 800 : 1600, spec.small ? 600 : 900)
      ids = {
        de: await createMedia(payload, data, `${spec.name}.webp`, 'image/webp', spec.alt),
        en: undefined,
      }
    }
    for (const seat of spec.seats) chosen.set(seat, [...(chosen.get(seat) ?? []), ids])
  }

  // { group: { field: id } } of every single image, in one language (English only where it has its own picture).
  const fields = (locale: SeedLanguage) => {
    const data: Record<string, Record<string, number>> = {}
    for (const [seat, [ids]] of chosen) {
      const [group, field] = seat.split('.')
      const id = ids[locale]
      if (seat === 'karriere.impressions' || seat === 'zertifikate.awards' || id === undefined) continue
      data[group] = { ...data[group], [field]: id }
    }
    return data
  }
  const german = fields('de')
  await payload.updateGlobal({
    slug: 'page-images',
    locale: 'de',
    data: {
      ...german,
      karriere: {
        ...german.karriere,
        impressions: chosen.get('karriere.impressions')!.map((ids) => ids.de!),
      },
      zertifikate: {
        ...german.zertifikate,
        awards: chosen.get('zertifikate.awards')!.map((ids) => ({ image: ids.de })),
      },
    },
  })
  // The award rows exist now; their English pictures go into the same rows.
  const saved = await payload.findGlobal({ slug: 'page-images', locale: 'de', depth: 0 })
  const englishAwards = chosen.get('zertifikate.awards')!.map((ids) => ids.en)
  const english = fields('en')
  await payload.updateGlobal({
    slug: 'page-images',
    locale: 'en',
    data: {
      ...english,
      zertifikate: {
        ...english.zertifikate,
        awards: (saved.zertifikate?.awards ?? []).map((row, index) => ({
          id: row.id,
          image: englishAwards[index] ?? row.image,
        })),
      },
    },
  })
}

/**
 * The documents of content.documents (German file; English versions as documents of their own, named by the
 * German one), offered where content.downloads says (global Downloads).
 */
async function seedDocuments(payload: Payload) {
  const ids = new Map<string, number>()
  const createPdf = async (
    name: string,
    pdf: Buffer,
    title: Localized,
    fileLanguage: SeedLanguage = 'de',
  ) => {
    const created = await payload.create({
      collection: 'documents',
      locale: 'de',
      data: { title: title.de, fileLanguage },
      file: { data: pdf, mimetype: 'application/pdf', name, size: pdf.length },
    })
    await payload.update({ collection: 'documents', id: created.id, locale: 'en', data: { title: title.en } })
    return created.id
  }
  for (const doc of content.documents) {
    if (!doc.english) {
      // One title page in both languages serves both.
      ids.set(
        doc.key,
        await createPdf(
          `${doc.key}.pdf`,
          await titlePagePdf(doc.title.de, doc.title.en, 'de-DE', doc.text?.de),
          doc.title,
        ),
      )
      continue
    }
    const englishFile = await createPdf(
      `${doc.key}-en.pdf`,
      await titlePagePdf(doc.title.en, 'English edition', 'en-GB', doc.text?.en),
      { de: `${doc.title.de} (englische Fassung)`, en: `${doc.title.en} (English version)` },
      'en',
    )
    const id = await createPdf(
      `${doc.key}.pdf`,
      await titlePagePdf(doc.title.de, 'Deutsche Ausgabe', 'de-DE', doc.text?.de),
      doc.title,
    )
    await payload.update({ collection: 'documents', id, data: { englishFile } })
    ids.set(doc.key, id)
  }
  const id = (key: string) => {
    const found = ids.get(key)
    if (found === undefined) throw new Error(`seed: no document ${key}`)
    return found
  }
  const { downloads } = content
  await payload.updateGlobal({
    slug: 'downloads',
    data: {
      footer: downloads.footer.map(id),
      einsatznavigation: downloads.einsatznavigation.map(id),
      sprachUndDatenfunk: downloads.sprachUndDatenfunk.map(id),
      wachenUndElw: downloads.wachenUndElw.map(id),
      certificates: downloads.certificates.map(id),
      leitsysteme: id(downloads.leitsysteme),
      reparaturen: id(downloads.reparaturen),
      iso9001: id(downloads.iso9001),
    },
  })
}

/** The offices of the contact page's map, named in `locale`. */
export function officePlaces(locale: SeedLanguage): MapPlace[] {
  return content.offices.flatMap((office) =>
    office.isOffice && office.lat !== undefined && office.lng !== undefined
      ? [{ name: office.name[locale], lat: office.lat, lng: office.lng, headquarters: office.headquarters }]
      : [],
  )
}

const officeNames = (locale: SeedLanguage) =>
  officePlaces(locale)
    .map((place) => place.name)
    .join(', ')

async function createLogo(payload: Payload, name: string, seedNumber: number) {
  const data = await logoPng(name, seedNumber)
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  return createMedia(payload, data, `logo-${slug}.png`, 'image/png', {
    de: `Logo ${name}`,
    en: `${name} logo`,
  })
}

type Slug = 'news' | 'events' | 'history' | 'jobs' | 'projects' | 'offices' | 'team-members'
const DRAFTABLE: Slug[] = ['news', 'events', 'history', 'jobs', 'projects']

/** Creates a document in German, then adds the English values of its localized fields. */
async function createLocalized(
  payload: Payload,
  collection: Slug,
  plain: Record<string, unknown>,
  texts: Record<string, Localized | undefined>,
  rich: Record<string, LocalizedRich | undefined>,
): Promise<number> {
  const pick = (locale: 'de' | 'en') => {
    const data: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(texts)) if (value) data[key] = value[locale]
    for (const [key, value] of Object.entries(rich)) if (value) data[key] = richText(value[locale])
    if (DRAFTABLE.includes(collection)) data._status = 'published'
    return data
  }
  // The sample content has an expired job, published as it once was (src/collections/jobDates.ts).
  const context = { sampleContent: true }
  const created = await payload.create({
    collection,
    locale: 'de',
    context,
    data: { ...plain, ...pick('de') } as never,
  })
  await payload.update({ collection, id: created.id, locale: 'en', context, data: pick('en') as never })
  return created.id as number
}
