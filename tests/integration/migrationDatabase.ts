import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Run } from '@/migrations/pageAssetsData'

/**
 * A database of its own for a migration test, on the engine of this run (SQLite, or Postgres with DATABASE_URL),
 * with this engine's migrations and a way to run plain SQL on it.
 */
export type Migration = {
  name: string
  up: (args: never) => Promise<void>
  down: (args: never) => Promise<void>
}
export type Engine = {
  run: Run
  migrations: Migration[]
  db: unknown
  tables: string
  close: () => Promise<void>
}

export type { Run }

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
  const name = `migration_${process.pid}_${Date.now()}`
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

/** A fresh database, brought up to (not including) the migration whose name ends with `_${topic}`. */
export async function databaseBefore(topic: string): Promise<{ engine: Engine; at: number }> {
  const url = process.env.DATABASE_URL
  const engine = url?.startsWith('postgres') ? await postgres(url) : await sqlite()
  const at = engine.migrations.findIndex((migration) => migration.name.endsWith(`_${topic}`))
  if (at < 1) throw new Error(`No migration ${topic}`)
  for (const migration of engine.migrations.slice(0, at)) await migrate(engine, migration, 'up')
  return { engine, at }
}

export const migrate = (engine: Engine, migration: Migration, direction: 'up' | 'down') =>
  migration[direction]({ db: engine.db, payload: undefined, req: {} } as never)

/** Inserts a row of `values` into `table`; answers its id. */
export async function insert(engine: Engine, table: string, values: Record<string, string | number>) {
  const columns = Object.keys(values).map((column) => `"${column}"`)
  const literals = Object.values(values).map((value) => (typeof value === 'number' ? value : `'${value}'`))
  const [row] = await engine.run(
    `INSERT INTO "${table}" (${columns.join(', ')}) VALUES (${literals.join(', ')}) RETURNING "id"`,
  )
  return Number(row.id)
}
