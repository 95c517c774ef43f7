import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Run } from '@/migrations/pageAssetsData'

/**
 * The migration `page_assets` on a database of the earlier version, on the engine of this run (SQLite, or Postgres
 * with DATABASE_URL): a database of its own, brought to the migration before it, given what that version's pages
 * found by file name and key, then migrated up and down again.
 */

type Migration = { name: string; up: (args: never) => Promise<void>; down: (args: never) => Promise<void> }
type Engine = { run: Run; migrations: Migration[]; db: unknown; tables: string; close: () => Promise<void> }

async function sqlite(): Promise<Engine> {
  const { createClient } = await import('@libsql/client')
  const { drizzle } = await import('@payloadcms/db-sqlite/drizzle/libsql')
  const { sql } = await import('@payloadcms/db-sqlite')
  const { migrations } = await import('@/migrations/sqlite')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sekundenwerk-migration-'))
  const client = createClient({ url: `file:${path.join(dir, 'site.db')}` })
  const db = drizzle(client)
  return {
    db,
    migrations,
    tables: `SELECT "name" FROM "sqlite_master" WHERE "type" = 'table'`,
    run: async (statement) => (await db.all(sql.raw(statement))) as Record<string, unknown>[],
    close: async () => {
      client.close()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

async function postgres(url: string): Promise<Engine> {
  const { default: pg } = await import('pg')
  const { drizzle } = await import('@payloadcms/db-postgres/drizzle/node-postgres')
  const { sql } = await import('@payloadcms/db-postgres')
  const { migrations } = await import('@/migrations/postgres')
  const name = `page_assets_${process.pid}_${Date.now()}`
  const admin = new pg.Pool({ connectionString: url, max: 1 })
  await admin.query(`CREATE DATABASE "${name}"`)
  const own = new URL(url)
  own.pathname = `/${name}`
  const pool = new pg.Pool({ connectionString: own.toString(), max: 1 })
  const db = drizzle(pool)
  return {
    db,
    migrations,
    tables: `SELECT "table_name" AS "name" FROM "information_schema"."tables" WHERE "table_schema" = 'public'`,
    run: async (statement) => (await db.execute(sql.raw(statement))).rows as Record<string, unknown>[],
    close: async () => {
      await pool.end()
      await admin.query(`DROP DATABASE "${name}"`)
      await admin.end()
    },
  }
}

let engine: Engine
const ids = new Map<string, number>()
const id = (name: string) => ids.get(name)!

async function insert(table: string, values: Record<string, string | number>): Promise<number> {
  const columns = Object.keys(values).map((column) => `"${column}"`)
  const literals = Object.values(values).map((value) => (typeof value === 'number' ? value : `'${value}'`))
  const [row] = await engine.run(
    `INSERT INTO "${table}" (${columns.join(', ')}) VALUES (${literals.join(', ')}) RETURNING "id"`,
  )
  return Number(row.id)
}

const rows = (statement: string) => engine.run(statement)
const numbers = (list: Record<string, unknown>[], column: string) => list.map((row) => Number(row[column]))

beforeAll(async () => {
  const url = process.env.DATABASE_URL
  engine = url?.startsWith('postgres') ? await postgres(url) : await sqlite()
  const at = engine.migrations.findIndex((migration) => migration.name.endsWith('_page_assets'))
  expect(at).toBeGreaterThan(0)
  for (const migration of engine.migrations.slice(0, at))
    await migration.up({ db: engine.db, payload: undefined, req: {} } as never)

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

  await engine.migrations[at].up({ db: engine.db, payload: undefined, req: {} } as never)
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
    const at = engine.migrations.findIndex((migration) => migration.name.endsWith('_page_assets'))
    await engine.migrations[at].down({ db: engine.db, payload: undefined, req: {} } as never)
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
