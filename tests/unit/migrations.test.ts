import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { migrations as postgres } from '@/migrations/postgres'
import { migrations as sqlite } from '@/migrations/sqlite'

/** A migration's name without its timestamp: the two engines' twins are made seconds apart. */
const topic = (name: string) => name.replace(/^\d{8}_\d{6}_/, '')

type Snapshot = { tables: Record<string, { name: string; columns: Record<string, unknown> }> }

/** Every `table.column` of the schema a migration leaves behind (its drizzle snapshot beside it). */
function columns(engine: 'sqlite' | 'postgres', name: string): string[] {
  const file = path.join('src', 'migrations', engine, `${name}.json`)
  const snapshot = JSON.parse(fs.readFileSync(file, 'utf8')) as Snapshot
  return Object.values(snapshot.tables)
    .flatMap((table) => Object.keys(table.columns).map((column) => `${table.name}.${column}`))
    .sort()
}

describe('database migrations', () => {
  it('come in twins: every SQLite migration has its Postgres one, in the same order', () => {
    expect(sqlite.map((migration) => topic(migration.name))).toEqual(
      postgres.map((migration) => topic(migration.name)),
    )
  })

  it('leave the same tables and columns on both engines after every step', () => {
    for (const [index, migration] of sqlite.entries()) {
      const twin = postgres[index]
      expect(columns('sqlite', migration.name), migration.name).toEqual(columns('postgres', twin.name))
    }
  })
})
