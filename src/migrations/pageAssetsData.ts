/**
 * The data step of the migration `page_assets` (both engines), kept apart from the schema statements the generator
 * wrote. A site that ran an earlier version found its page images by file name (`page-<name>.webp`, the English
 * picture `page-<name>.en.webp`, the certificates `certificate-<n>.webp`) and its downloads by a document's
 * `key` and `group`. Going up, the globals Seitenbilder and Downloads are filled with exactly what its pages
 * showed, before `key`, `group` and `order` are dropped; going down, those columns are filled again from the
 * global Downloads. Frozen with the migration: it names the columns of that schema and does not follow later
 * changes of the globals.
 */

/** Runs one statement and answers its rows (the engines differ only in how they are called). */
export type Run = (statement: string) => Promise<Record<string, unknown>[]>

export type OldMedia = { id: number; filename: string }
export type OldDocument = { id: number; key: string; group: string; order: number }

/** The old pages' image names (file names without extension) and the field of Seitenbilder that replaces each. */
const IMAGE_COLUMNS: Record<string, string> = {
  'page-hero-careers': 'karriere_hero_id',
  'page-hero-contact': 'kontakt_hero_id',
  'page-hero-whistleblower': 'hinweisgeberschutz_hero_id',
  'page-hero-legal': 'rechtliches_hero_id',
  'page-hero-leitsysteme': 'leitsysteme_hero_id',
  'page-hero-wachen-und-elw': 'wachen_und_elw_hero_id',
  'page-hero-einsatznavigation': 'einsatznavigation_hero_id',
  'page-hero-sprach-und-datenfunk': 'sprach_und_datenfunk_hero_id',
  'page-hero-digitale-alarmierung': 'digitale_alarmierung_hero_id',
  'page-hero-reparaturen': 'reparaturen_hero_id',
  'page-hero-it': 'it_hero_id',
  'page-hero-about': 'ueber_uns_hero_id',
  'page-hero-management': 'management_hero_id',
  'page-hero-team': 'team_hero_id',
  'page-hero-locations': 'niederlassungen_hero_id',
  'page-hero-values': 'unsere_werte_hero_id',
  'page-hero-environment': 'umwelt_hero_id',
  'page-hero-partner': 'partner_hero_id',
  'page-hero-certificates': 'zertifikate_hero_id',
  'page-hero-associations': 'verbaende_hero_id',
  'page-management-portrait': 'management_portrait_id',
  'page-team-group': 'team_group_id',
  'page-einsatznavigation-product': 'einsatznavigation_product_id',
  'page-reparaturen-image': 'reparaturen_image_id',
  'page-wachen-und-elw-image': 'wachen_und_elw_image_id',
  'page-video-poster-values': 'unsere_werte_film_poster_id',
  // the environment page showed the fourth careers impression
  'page-impression-4': 'umwelt_image_id',
}

/** Pictures with words in them: a localized field, the English picture beside the German one. */
const LOCALIZED_COLUMNS: Record<string, string> = {
  'page-contact-map': 'kontakt_map_id',
  'certificate-1': 'zertifikate_iso9001_id',
  'certificate-3': 'zertifikate_further_id',
}
const AWARDS = ['page-award-1', 'page-award-2']
const IMPRESSIONS = Array.from({ length: 18 }, (_, index) => `page-impression-${index + 1}`)

/** The old document groups with a list, and the list of Downloads that replaces each. */
const LISTS: Record<string, string> = {
  footer: 'footer',
  einsatznavigation: 'einsatznavigation',
  'sprach-und-datenfunk': 'sprachUndDatenfunk',
  'wachen-und-elw': 'wachenUndElw',
  zertifikate: 'certificates',
}
/** The documents pages found by key, and the single field of Downloads that replaces each. */
const SINGLES: Record<string, { column: string; group: string }> = {
  'leitsysteme-broschuere': { column: 'leitsysteme_id', group: 'leitsysteme' },
  'reparaturauftrag-2024': { column: 'reparaturen_id', group: 'reparaturen' },
  'zertifikat-iso-9001': { column: 'iso9001_id', group: 'zertifikate' },
}

export type PageAssetsPlan = {
  images: Record<string, number>
  localized: { de: Record<string, number>; en: Record<string, number> }
  impressions: number[]
  awards: { de: number; en?: number }[]
  downloads: Record<string, number>
  lists: Record<string, number[]>
}

const stem = (filename: string) => filename.replace(/\.[a-z0-9]+$/i, '')

/** What the old pages showed, as the globals' values (pure: tested without a database). */
export function planPageAssets(media: OldMedia[], documents: OldDocument[]): PageAssetsPlan {
  // As the old lookup: by file name without extension; a later upload of the same name wins nothing (first).
  const byStem = new Map<string, number>()
  for (const { id, filename } of [...media].sort((a, b) => a.id - b.id))
    if (!byStem.has(stem(filename))) byStem.set(stem(filename), id)
  const find = (name: string) => byStem.get(name)

  const images: Record<string, number> = {}
  for (const [name, column] of Object.entries(IMAGE_COLUMNS)) {
    const id = find(name)
    if (id !== undefined) images[column] = id
  }
  const localized = { de: {} as Record<string, number>, en: {} as Record<string, number> }
  for (const [name, column] of Object.entries(LOCALIZED_COLUMNS)) {
    const [de, en] = [find(name), find(`${name}.en`)]
    if (de !== undefined) localized.de[column] = de
    if (en !== undefined) localized.en[column] = en
  }
  const impressions = IMPRESSIONS.flatMap((name) => find(name) ?? [])
  const awards = AWARDS.flatMap((name) => {
    const [de, en] = [find(name), find(`${name}.en`)]
    return de === undefined ? [] : [{ de, ...(en !== undefined && { en }) }]
  })

  const sorted = [...documents].sort((a, b) => a.order - b.order || a.id - b.id)
  const lists: Record<string, number[]> = {}
  for (const [group, list] of Object.entries(LISTS)) {
    const ids = sorted.filter((doc) => doc.group === group).map((doc) => doc.id)
    if (ids.length) lists[list] = ids
  }
  const downloads: Record<string, number> = {}
  for (const [key, { column }] of Object.entries(SINGLES)) {
    const doc = documents.find((each) => each.key === key)
    if (doc) downloads[column] = doc.id
  }
  return { images, localized, impressions, awards, downloads, lists }
}

const int = (value: number) => {
  if (!Number.isSafeInteger(value)) throw new Error(`page_assets: not an id: ${value}`)
  return String(value)
}
const isEmpty = (record: Record<string, unknown>) => Object.keys(record).length === 0

/** An id for an array row, as Payload makes them (24 hex digits). */
const rowId = () =>
  Array.from({ length: 24 }, () => Math.floor(Math.random() * 16).toString(16)).join('')

/** Inserts one global row with the given columns and answers its id. */
async function insertGlobal(run: Run, table: string, columns: Record<string, number>, now: string) {
  const names = ['updated_at', 'created_at', ...Object.keys(columns)].map((name) => `"${name}"`)
  const values = [`'${now}'`, `'${now}'`, ...Object.values(columns).map(int)]
  const [row] = await run(`INSERT INTO "${table}" (${names.join(', ')}) VALUES (${values.join(', ')}) RETURNING "id"`)
  return Number(row.id)
}

/** Writes the plan into the new, empty tables of the two globals; nothing for a site without old data. */
export async function writePageAssets(run: Run, plan: PageAssetsPlan, now = new Date().toISOString()) {
  const { images, localized, impressions, awards, downloads, lists } = plan
  if (!isEmpty(images) || !isEmpty(localized.de) || !isEmpty(localized.en) || impressions.length || awards.length) {
    const parent = await insertGlobal(run, 'page_images', images, now)
    for (const locale of ['de', 'en'] as const) {
      const columns = localized[locale]
      const names = [...Object.keys(columns).map((name) => `"${name}"`), '"_locale"', '"_parent_id"']
      const values = [...Object.values(columns).map(int), `'${locale}'`, int(parent)]
      await run(`INSERT INTO "page_images_locales" (${names.join(', ')}) VALUES (${values.join(', ')})`)
    }
    for (const [index, id] of impressions.entries())
      await run(
        `INSERT INTO "page_images_rels" ("order", "parent_id", "path", "media_id") ` +
          `VALUES (${index + 1}, ${int(parent)}, 'karriere.impressions', ${int(id)})`,
      )
    for (const [index, award] of awards.entries()) {
      const id = rowId()
      await run(
        `INSERT INTO "page_images_zertifikate_awards" ("_order", "_parent_id", "id") VALUES (${index + 1}, ${int(parent)}, '${id}')`,
      )
      for (const locale of ['de', 'en'] as const) {
        const image = award[locale]
        if (image === undefined) continue
        await run(
          `INSERT INTO "page_images_zertifikate_awards_locales" ("image_id", "_locale", "_parent_id") ` +
            `VALUES (${int(image)}, '${locale}', '${id}')`,
        )
      }
    }
  }
  if (!isEmpty(downloads) || !isEmpty(lists)) {
    const parent = await insertGlobal(run, 'downloads', downloads, now)
    for (const [path, ids] of Object.entries(lists))
      for (const [index, id] of ids.entries())
        await run(
          `INSERT INTO "downloads_rels" ("order", "parent_id", "path", "documents_id") ` +
            `VALUES (${index + 1}, ${int(parent)}, '${path}', ${int(id)})`,
        )
  }
}

/** Reads what the old schema knows, before the migration changes it. */
export async function readOldAssets(run: Run): Promise<{ media: OldMedia[]; documents: OldDocument[] }> {
  const media = await run(
    `SELECT "id", "filename" FROM "media" WHERE "filename" LIKE 'page-%' OR "filename" LIKE 'certificate-%'`,
  )
  const documents = await run(`SELECT "id", "key", "group", "order" FROM "documents"`)
  return {
    media: media.map((row) => ({ id: Number(row.id), filename: String(row.filename) })),
    documents: documents.map((row) => ({
      id: Number(row.id),
      key: String(row.key),
      group: String(row.group),
      order: Number(row.order),
    })),
  }
}

export type RestoredDocument = { id: number; key: string; group: string; order: number }

/**
 * Going down: each document's key, group and order from the global Downloads, so that the earlier version's pages
 * find them again: the footer's and the solutions' lists in their order, the single documents under the keys
 * those pages asked for, any other document in a group no page lists (as 'by key only' was).
 */
export async function restoreDocumentColumns(run: Run): Promise<RestoredDocument[]> {
  const documents = await run(`SELECT "id", "filename" FROM "documents" ORDER BY "id"`)
  const rels = await run(`SELECT "path", "documents_id", "order" FROM "downloads_rels" ORDER BY "order"`)
  const [singles = {}] = await run(`SELECT "leitsysteme_id", "reparaturen_id", "iso9001_id" FROM "downloads"`)
  const groupOf = Object.fromEntries(Object.entries(LISTS).map(([group, list]) => [list, group]))
  const used = new Set<string>()
  const unique = (wanted: string, id: number) => {
    const key = used.has(wanted) ? `${wanted}-${id}` : wanted
    used.add(key)
    return key
  }
  const keyOf = new Map<number, string>()
  for (const [key, { column }] of Object.entries(SINGLES)) {
    const id = Number(singles[column])
    if (singles[column] != null && !keyOf.has(id)) keyOf.set(id, unique(key, id))
  }
  return documents.map((row) => {
    const id = Number(row.id)
    const rel = rels.find((each) => Number(each.documents_id) === id && String(each.path) in groupOf)
    const single = Object.values(SINGLES).find(({ column }) => Number(singles[column]) === id)
    const key = keyOf.get(id) ?? unique(stem(String(row.filename ?? `document-${id}`)), id)
    if (rel) return { id, key, group: groupOf[String(rel.path)], order: Number(rel.order) }
    return { id, key, group: single?.group ?? 'leitsysteme', order: 0 }
  })
}

const text = (value: string) => `'${value.replace(/'/g, "''")}'`

/** The statements that write the restored columns back. */
export function documentUpdates(restored: RestoredDocument[]): string[] {
  return restored.map(
    ({ id, key, group, order }) =>
      `UPDATE "documents" SET "key" = ${text(key)}, "group" = ${text(group)}, "order" = ${Number(order) || 0} ` +
      `WHERE "id" = ${int(id)}`,
  )
}
