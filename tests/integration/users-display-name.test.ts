import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseBefore, insert, migrate, type Engine } from './migrationDatabase'
import { payload } from './helpers'

let engine: Engine
let at: number

beforeAll(async () => {
  ;({ engine, at } = await databaseBefore('users_display_name'))
  const account = (email: string, name?: string) =>
    insert(engine, 'users', {
      email,
      ...(name && { name }),
      updated_at: '2026-11-20',
      created_at: '2026-11-20',
    })
  await account('leitung@sekundenwerk.example', 'Dana Leitung')
  await account('ohne-name@sekundenwerk.example')
  await migrate(engine, engine.migrations[at], 'up')
}, 120_000)

afterAll(async () => {
  await engine?.close()
})

describe('accounts are named by their person, not their e-mail address', () => {
  it('the migration names existing accounts by their name, else their e-mail address', async () => {
    const rows = await engine.run(`SELECT "email", "display_name" FROM "users" ORDER BY "id"`)
    expect(rows.map((row) => row.display_name)).toEqual(['Dana Leitung', 'ohne-name@sekundenwerk.example'])
  })

  it('a saved account keeps its display name with its name, which the case desk’s picker shows', async () => {
    const api = await payload()
    const user = await api.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: 'anzeige@sekundenwerk.example', password: 'Anzeige-Name-2026!x', roles: ['editor'] },
    })
    expect(user.displayName).toBe('anzeige@sekundenwerk.example')
    const named = await api.update({
      collection: 'users',
      id: user.id,
      overrideAccess: true,
      data: { name: 'Alex Anzeige' },
    })
    expect(named.displayName).toBe('Alex Anzeige')
    expect(api.collections.users.config.admin.useAsTitle).toBe('displayName')
    // The database is shared by every test file: another one creates the first account.
    await api.delete({ collection: 'users', id: user.id, overrideAccess: true })
  })
})
