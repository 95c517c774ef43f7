import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseBefore, insert, migrate, type Engine } from './migrationDatabase'

/**
 * The migration `office_member_keys` on a database of the earlier version, which kept a member's key pair in
 * the account's row: every pair moves to a row of its own, and back again going down.
 */

let engine: Engine
let at: number
const users: Record<string, number> = {}

beforeAll(async () => {
  ;({ engine, at } = await databaseBefore('office_member_keys'))
  const account = (email: string, keys: Record<string, string> = {}) =>
    insert(engine, 'users', { email, ...keys, updated_at: '2026-11-20', created_at: '2026-11-20' })
  users.member = await account('mitglied@sekundenwerk.example', {
    office_public_key: 'public-key-of-the-member',
    office_private_key: 'scrypt:sealed-private-key',
  })
  users.editor = await account('redaktion@sekundenwerk.example')
  await migrate(engine, engine.migrations[at], 'up')
}, 120_000)

afterAll(async () => {
  await engine?.close()
})

describe('the migration office_member_keys, on a site of the earlier version', () => {
  it('moves each member’s key pair out of the account into one row of its own', async () => {
    const rows = await engine.run(
      `SELECT "user_id", "public_key", "sealed_private_key" FROM "office_member_keys"`,
    )
    expect(rows.map((row) => [Number(row.user_id), row.public_key, row.sealed_private_key])).toEqual([
      [users.member, 'public-key-of-the-member', 'scrypt:sealed-private-key'],
    ])
    const [account] = await engine.run(`SELECT * FROM "users" WHERE "id" = ${users.member}`)
    expect(Object.keys(account)).not.toContain('office_private_key')
  })

  it('refuses a second key pair for the same account', async () => {
    await expect(
      insert(engine, 'office_member_keys', {
        user_id: users.member,
        public_key: 'another',
        sealed_private_key: 'another',
      }),
    ).rejects.toThrow()
  })

  it('going down, gives each account its key pair back', async () => {
    await migrate(engine, engine.migrations[at], 'down')
    const rows = await engine.run(
      `SELECT "id", "office_public_key", "office_private_key" FROM "users" ORDER BY "id"`,
    )
    expect(rows.map((row) => [Number(row.id), row.office_public_key, row.office_private_key])).toEqual([
      [users.member, 'public-key-of-the-member', 'scrypt:sealed-private-key'],
      [users.editor, null, null],
    ])
  })
})
