import { sql } from '@payloadcms/db-sqlite/drizzle'
import type { CollectionSlug } from 'payload'
import { splitLocale } from '@/i18n/paths'
import { messages } from '@/i18n/messages'
import { ABOUT_PAGES, paths, RECORD_COLLECTIONS, RECORD_PATHS, SOLUTIONS, type RecordCollection } from '@/lib/paths'
import { previousRange, type DayRange } from '@/lib/views/range'
import type { StaffLanguage } from '@/lib/staffLanguages'
import { payloadClient } from './payload'
import { rowsOf } from './visitorCounts'

/** What the figures rank: every page, or the pages of one kind of record, or the documents' downloads. */
export const FIGURE_KINDS = ['pages', 'jobs', 'news', 'events', 'projects', 'documents'] as const
export type FigureKind = (typeof FIGURE_KINDS)[number]

export const figureKind = (value: unknown): FigureKind =>
  FIGURE_KINDS.includes(value as FigureKind) ? (value as FigureKind) : 'pages'

/**
 * One page (both languages together) or one document (its German and English files together) in a range: its
 * views or downloads, per language, and in the range of equal length before.
 */
export type PageFigure = {
  key: string
  title: string
  /** The page's address without language prefix, or the document's current file name. */
  path: string
  /** The record in the admin, where there is one. */
  admin: { collection: string; id: number } | null
  total: number
  byLanguage: Record<string, number>
  previous: number
}

type Row = { subject: string; language: string; total: number | string }

async function sumsBySubject(kind: 'view' | 'download', range: DayRange): Promise<Row[]> {
  return rowsOf<Row>(sql`SELECT "subject", "language", SUM("count") AS "total" FROM "visitor_counts"
    WHERE "kind" = ${kind} AND (("period" = 'day' AND "date" BETWEEN ${range.from} AND ${range.to})
    OR ("period" = 'month' AND "date" BETWEEN ${range.from.slice(0, 7)} AND ${range.to.slice(0, 7)}))
    GROUP BY "subject", "language"`)
}

/** Each record page's path before `/<id>/<url>` (src/lib/paths.ts), and the application form's ending. */
const RECORD_PREFIXES = RECORD_COLLECTIONS.map(
  (collection) => [collection, RECORD_PATHS[collection](1, 'x').slice(0, -4)] as const,
)
const APPLICATION_SUFFIX = paths.application(1, 'x').slice(paths.jobDetail(1, 'x').length)

type PageOf = { record: RecordCollection; id: number; application: boolean } | { record: null }

/** Which record's page a path (without language prefix) is, if any. */
function pageOf(path: string): PageOf {
  const application = path.endsWith(APPLICATION_SUFFIX)
  const page = application ? path.slice(0, -APPLICATION_SUFFIX.length) : path
  for (const [record, prefix] of RECORD_PREFIXES) {
    const match = page.startsWith(`${prefix}/`) && /^(\d{1,9})\/[^/]+$/.exec(page.slice(prefix.length + 1))
    if (match && (!application || record === 'jobs')) return { record, id: Number(match[1]), application }
  }
  return { record: null }
}

/** The name of a page without a record, as the site's menu and footer call it; its address otherwise. */
export function pageName(path: string, language: StaffLanguage): string {
  const text = messages[language]
  const [, section, slug] = path.split('/')
  if (section === 'loesungen' && (SOLUTIONS as readonly string[]).includes(slug))
    return text.menu.items[slug as keyof typeof text.menu.items]
  if (section === 'ueber-uns' && (ABOUT_PAGES as readonly string[]).includes(slug))
    return text.menu.items[slug as keyof typeof text.menu.items]
  const names: Record<string, string> = {
    [paths.home]: text.menu.home,
    [paths.news]: text.menu.items.newsList,
    [paths.events]: text.menu.items.termine,
    [paths.history]: text.menu.items['wir-wachsen'],
    [paths.privacy]: text.footer.privacy,
    [paths.whistleblower]: text.footer.whistleblower,
    [paths.whistleblowerFollowUp]: text.whistleblowerFollowUp.headline,
    [paths.imprint]: text.footer.imprint,
    [paths.career]: text.menu.career,
    [paths.contact]: text.menu.contact,
    [paths.search]: text.search.title,
    [paths.speculativeApplication]: text.application.speculativeTitle ?? path,
  }
  return names[path] ?? path
}

const APPLICATION = { de: 'Bewerbung', en: 'Application' }

/** Titles of records by collection and id, in German (the language a record is made in); in the trash too. */
async function recordTitles(ids: Map<RecordCollection, Set<number>>): Promise<Map<string, string>> {
  const payload = await payloadClient()
  const titles = new Map<string, string>()
  for (const [collection, wanted] of ids) {
    const titleField = payload.collections[collection as CollectionSlug].config.admin?.useAsTitle ?? 'id'
    const { docs } = await payload.find({
      collection,
      where: { id: { in: [...wanted] } },
      draft: true,
      trash: true,
      locale: 'de',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    for (const doc of docs as unknown as { id: number; [field: string]: unknown }[])
      titles.set(`${collection}/${doc.id}`, String(doc[titleField] ?? doc.id))
  }
  return titles
}

type Tally = { total: number; byLanguage: Record<string, number>; previous: number }

function add(into: Map<string, Tally>, key: string, language: string, count: number, previous: boolean) {
  const held = into.get(key) ?? { total: 0, byLanguage: {}, previous: 0 }
  if (previous) held.previous += count
  else {
    held.total += count
    held.byLanguage[language] = (held.byLanguage[language] ?? 0) + count
  }
  into.set(key, held)
}

const ranked = (figures: PageFigure[], limit: number) =>
  figures.sort((a, b) => b.total - a.total || a.title.localeCompare(b.title)).slice(0, limit)

/**
 * The most viewed pages of a range, each page once for all its languages (`/kontakt` and `/en/kontakt`), named
 * by its record's title or its menu name; or only those of one kind of record (`jobs`: "the most read job ad last
 * week").
 */
async function pageFigures(
  range: DayRange,
  kind: Exclude<FigureKind, 'documents'>,
  language: StaffLanguage,
  limit: number,
): Promise<PageFigure[]> {
  const [now, before] = await Promise.all([sumsBySubject('view', range), sumsBySubject('view', previousRange(range))])
  const tallies = new Map<string, Tally>()
  const pages = new Map<string, PageOf>()
  for (const [rows, previous] of [
    [now, false],
    [before, true],
  ] as const)
    for (const row of rows) {
      const { path } = splitLocale(row.subject)
      const page = pages.get(path) ?? pageOf(path)
      pages.set(path, page)
      if (kind !== 'pages' && (page.record !== kind || page.application)) continue
      add(tallies, path, row.language, Number(row.total), previous)
    }
  const ids = new Map<RecordCollection, Set<number>>()
  for (const [path, tally] of tallies) {
    const page = pages.get(path)!
    if (tally.total > 0 && page.record) ids.set(page.record, (ids.get(page.record) ?? new Set()).add(page.id))
  }
  const titles = await recordTitles(ids)
  const figures = [...tallies].flatMap(([path, tally]): PageFigure[] => {
    if (tally.total === 0) return []
    const page = pages.get(path)!
    if (!page.record) return [{ key: path, path, title: pageName(path, language), admin: null, ...tally }]
    const title = titles.get(`${page.record}/${page.id}`) ?? path
    return [
      {
        key: path,
        path,
        title: page.application ? `${APPLICATION[language]}: ${title}` : title,
        admin: { collection: page.record, id: page.id },
        ...tally,
      },
    ]
  })
  return ranked(figures, limit)
}

type DocumentRow = {
  id: number
  title: string
  filename?: string | null
  fileLanguage?: string | null
  formerFilenames?: string[] | null
  englishFile?: number | { id: number } | null
}

/**
 * The most downloaded documents of a range: each document once, its German file and its English version's
 * together, split by the file's language; earlier file names of a document count as it.
 */
async function documentFigures(range: DayRange, limit: number): Promise<PageFigure[]> {
  const [now, before] = await Promise.all([
    sumsBySubject('download', range),
    sumsBySubject('download', previousRange(range)),
  ])
  const payload = await payloadClient()
  const { docs } = (await payload.find({
    collection: 'documents',
    pagination: false,
    depth: 0,
    locale: 'de',
    overrideAccess: true,
    select: { title: true, filename: true, fileLanguage: true, formerFilenames: true, englishFile: true },
  })) as unknown as { docs: DocumentRow[] }
  const byId = new Map(docs.map((doc) => [doc.id, doc]))
  // An English version is counted with the document that names it as such.
  const parent = new Map<number, number>()
  for (const doc of docs) {
    const english = typeof doc.englishFile === 'object' ? doc.englishFile?.id : doc.englishFile
    if (english) parent.set(english, doc.id)
  }
  const byName = new Map<string, DocumentRow>()
  for (const doc of docs) for (const name of doc.formerFilenames ?? []) byName.set(name, doc)
  for (const doc of docs) if (doc.filename) byName.set(doc.filename, doc)
  const tallies = new Map<string, Tally>()
  const shown = new Map<string, DocumentRow | null>()
  for (const [rows, previous] of [
    [now, false],
    [before, true],
  ] as const)
    for (const row of rows) {
      const file = byName.get(row.subject)
      const owner = file ? (byId.get(parent.get(file.id) ?? file.id) ?? file) : null
      const key = owner ? `document/${owner.id}` : `file/${row.subject}`
      shown.set(key, owner)
      add(tallies, key, file?.fileLanguage ?? '', Number(row.total), previous)
      if (!owner) shown.set(key, { id: 0, title: row.subject, filename: row.subject })
    }
  const figures = [...tallies].flatMap(([key, tally]): PageFigure[] => {
    const doc = shown.get(key)
    if (tally.total === 0 || !doc) return []
    return [
      {
        key,
        title: doc.title,
        path: doc.filename ?? '',
        admin: doc.id ? { collection: 'documents', id: doc.id } : null,
        ...tally,
      },
    ]
  })
  return ranked(figures, limit)
}

/** The ranking of one kind for a range (see FigureKind), in the admin's language. */
export function rankedFigures(
  range: DayRange,
  kind: FigureKind,
  language: StaffLanguage,
  limit = 20,
): Promise<PageFigure[]> {
  return kind === 'documents' ? documentFigures(range, limit) : pageFigures(range, kind, language, limit)
}
