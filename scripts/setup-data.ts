import { getPayload, type Migration } from 'payload'

type Log = (message: string) => void

/**
 * Creates DATA_DIR, applies migrations, seeds sample content (into an empty database, unless in production
 * without SEED_SAMPLE_CONTENT=1) and the first admin. Idempotent. The production server does the same at
 * its start (src/jobs/prepareSite.ts) without this script. `then` runs last, on the same Payload (test set-ups).
 */
export async function setupData(
  log: Log = () => {},
  then: (payload: Awaited<ReturnType<typeof getPayload>>) => Promise<void> = async () => {},
): Promise<void> {
  const { dataDir, ensureDataDir, secureDatabaseFiles, seedSampleContent, usesPostgres } =
    await import('../src/lib/env')
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

  if (seedSampleContent) {
    const { seed } = await import('../src/seed/seed')
    if (await seed(payload, (step) => log(`seeding ${step}`))) log('sample content seeded')
  }
  const { createFirstAdmin } = await import('../src/seed/firstAdmin')
  await createFirstAdmin(payload, log)
  await then(payload)
  await payload.destroy()
}
