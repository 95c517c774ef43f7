import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseBefore, insert as insertInto, migrate, type Engine } from './migrationDatabase'

/**
 * The migration `page_assets` on a database of the earlier version, on the engine of this run (SQLite, or Postgres
 * with DATABASE_URL): a database of its own, brought to the migration before it, given what that version's pages
 * found by file name and key, then migrated up and down again.
 */

let engine: Engine
let at: number
const ids = new Map<string, number>()
const id = (name: string) => ids.get(name)!

const insert = (table: string, values: Record<string, string | number>) => insertInto(engine, table, values)

const rows = (statement: string) => engine.run(statement)
const numbers = (list: Record<string, unknown>[], column: string) => list.map((row) => Number(row[column]))

beforeAll(async () => {
  ;({ engine, at } = await databaseBefore('page_assets'))

  // What the earlier version found by name: page images, English pictures beside some, certificates; a replacement
  // uploaded into a record (`-1`), which that version did not find; an image of a record.
  for (const filename of [
    'page-hero-careers.webp',
    'page-hero-careers-1.webp',
    'page-impression-1.webp',
    'page-impression-2.webp',
    'page-impression-3.webp',
    'page-impression-4.webp',
    'page-award-1.webp',
    'page-award-1.en.webp',
    'page-award-2.webp',
    'page-contact-map.webp',
    'certificate-1.webp',
    'certificate-3.webp',
    'certificate-3.en.webp',
    'news-1.webp',
  ])
    ids.set(filename, await insert('media', { filename }))
  // Documents as that version placed them: by group and order, the single ones by key.
  for (const [key, group, order] of [
    ['agb-lieferbedingungen', 'footer', 2],
    ['fernwartung', 'footer', 1],
    ['reparaturauftrag-2024', 'footer', 3],
    ['funklotse-flyer', 'einsatznavigation', 1],
    ['leitsysteme-broschuere', 'leitsysteme', 0],
    ['zertifikat-iso-14001', 'zertifikate', 2],
    ['zertifikat-iso-9001', 'zertifikate', 1],
    ['nur-ueber-schluessel', 'reparaturen', 0],
  ] as const)
    ids.set(key, await insert('documents', { key, group, order, filename: `${key}.pdf` }))

  await migrate(engine, engine.migrations[at], 'up')
}, 120_000)

afterAll(async () => {
  await engine?.close()
})

describe('the migration page_assets, on a site of the earlier version', () => {
  it('chooses in Seitenbilder exactly the images its pages found by file name', async () => {
    const [global] = await rows(`SELECT * FROM "page_images"`)
    expect(Number(global.karriere_hero_id)).toBe(id('page-hero-careers.webp'))
    expect(Number(global.umwelt_image_id)).toBe(id('page-impression-4.webp'))
    expect(global.team_group_id).toBeNull()

    const locales = await rows(
      `SELECT "_locale", "kontakt_map_id", "zertifikate_iso9001_id", "zertifikate_further_id" FROM "page_images_locales" ORDER BY "_locale"`,
    )
    const columns = ['_locale', 'kontakt_map_id', 'zertifikate_iso9001_id', 'zertifikate_further_id']
    expect(locales.map((row) => columns.map((column) => row[column]))).toEqual([
      ['de', id('page-contact-map.webp'), id('certificate-1.webp'), id('certificate-3.webp')],
      ['en', null, null, id('certificate-3.en.webp')],
    ])

    const impressions = await rows(
      `SELECT "media_id" FROM "page_images_rels" WHERE "path" = 'karriere.impressions' ORDER BY "order"`,
    )
    expect(numbers(impressions, 'media_id')).toEqual([1, 2, 3, 4].map((n) => id(`page-impression-${n}.webp`)))

    const awards = await rows(
      `SELECT a."_order", l."_locale", l."image_id" FROM "page_images_zertifikate_awards" a ` +
        `JOIN "page_images_zertifikate_awards_locales" l ON l."_parent_id" = a."id" ORDER BY a."_order", l."_locale"`,
    )
    expect(awards.map((row) => [Number(row._order), row._locale, Number(row.image_id)])).toEqual([
      [1, 'de', id('page-award-1.webp')],
      [1, 'en', id('page-award-1.en.webp')],
      [2, 'de', id('page-award-2.webp')],
    ])
  })

  it('puts in Downloads the lists of the document groups in their order, and the documents pages found by key', async () => {
    const [global] = await rows(`SELECT * FROM "downloads"`)
    expect([global.leitsysteme_id, global.reparaturen_id, global.iso9001_id].map(Number)).toEqual([
      id('leitsysteme-broschuere'),
      id('reparaturauftrag-2024'),
      id('zertifikat-iso-9001'),
    ])
    const list = async (name: string) =>
      numbers(
        await rows(`SELECT "documents_id" FROM "downloads_rels" WHERE "path" = '${name}' ORDER BY "order"`),
        'documents_id',
      )
    expect(await list('footer')).toEqual(
      ['fernwartung', 'agb-lieferbedingungen', 'reparaturauftrag-2024'].map(id),
    )
    expect(await list('einsatznavigation')).toEqual([id('funklotse-flyer')])
    expect(await list('certificates')).toEqual([id('zertifikat-iso-9001'), id('zertifikat-iso-14001')])
    expect(await list('sprachUndDatenfunk')).toEqual([])
    // a document no page showed stays one: in Dokumente, in no list
    const placed = numbers(await rows(`SELECT "documents_id" FROM "downloads_rels"`), 'documents_id')
    expect(placed).not.toContain(id('nur-ueber-schluessel'))
    const columns = Object.keys(
      (await rows(`SELECT * FROM "documents" WHERE "id" = ${id('fernwartung')}`))[0],
    )
    expect(columns).not.toContain('key')
    expect(columns).toContain('english_file_id')
  })

  it('going down, gives each document its key, group and order back from Downloads', async () => {
    await migrate(engine, engine.migrations[at], 'down')
    const documents = await rows(`SELECT "id", "key", "group", "order" FROM "documents" ORDER BY "id"`)
    const byId = new Map(documents.map((row) => [Number(row.id), [row.key, row.group, Number(row.order)]]))
    expect(byId.get(id('fernwartung'))).toEqual(['fernwartung', 'footer', 1])
    expect(byId.get(id('reparaturauftrag-2024'))).toEqual(['reparaturauftrag-2024', 'footer', 3])
    expect(byId.get(id('leitsysteme-broschuere'))).toEqual(['leitsysteme-broschuere', 'leitsysteme', 0])
    expect(byId.get(id('zertifikat-iso-14001'))).toEqual(['zertifikat-iso-14001', 'zertifikate', 2])
    expect(byId.get(id('nur-ueber-schluessel'))).toEqual(['nur-ueber-schluessel', 'leitsysteme', 0])
    const tables = (await rows(engine.tables)).map((row) => String(row.name))
    expect(tables).toContain('documents')
    expect(tables.filter((name) => name.startsWith('page_images') || name.startsWith('downloads'))).toEqual(
      [],
    )
  })
})
