import { getPayload, type Migration, type Payload } from 'payload'

type Log = (message: string) => void

/** Creates DATA_DIR, applies migrations, seeds sample content and the first admin. Idempotent. */
export async function setupData(log: Log = () => {}): Promise<void> {
  const { dataDir, ensureDataDir, secureDatabaseFiles, usesPostgres } = await import('../src/lib/env')
  ensureDataDir()
  log(`data directory ${dataDir}`)

  const { default: config } = await import('../src/payload.config')
  const payload = await getPayload({ config })
  const { migrations } = usesPostgres
    ? await import('../src/migrations/postgres/index')
    : await import('../src/migrations/sqlite/index')
  // Each adapter's generated migrations type their own arguments; Payload's list type is looser.
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
  if (!usesPostgres) secureDatabaseFiles()

  const { seed } = await import('../src/seed/seed')
  if (await seed(payload, (step) => log(`seeding ${step}`))) log('sample content seeded')

  await createFirstAdmin(payload, log)
  await payload.destroy()
}

async function createFirstAdmin(payload: Payload, log: Log) {
  const email = process.env.ADMIN_EMAIL
  const password = process.env.ADMIN_PASSWORD
  if (!email || !password) return
  const { totalDocs } = await payload.count({ collection: 'users' })
  if (totalDocs > 0) return
  await payload.create({
    collection: 'users',
    data: { email, password, name: 'Administrator', roles: ['admin'] },
  })
  log(`first admin ${email} created`)
}
