/**
 * The server's start, before it answers anyone: the data folder, migrations (Payload runs them when it starts
 * in production), the whistleblower key check, caches tied to this database, sample content and the first
 * admin. What can fail names its cause and stops the start.
 */
export async function prepareSite(log: (message: string) => void): Promise<void> {
  const { ensureDataDir, secureDatabaseFiles, seedSampleContent, usesPostgres } = await import('@/lib/env')
  ensureDataDir()
  const { payloadClient } = await import('@/data/payload')
  const payload = await payloadClient()
  if (!usesPostgres) secureDatabaseFiles()

  const { checkReportKey } = await import('@/data/whistleblowerReports')
  await checkReportKey()

  const { tieCachesToDatabase } = await import('@/data/cacheIdentity')
  if (await tieCachesToDatabase()) log('caches emptied: they were filled from another database')

  if (seedSampleContent) {
    const { seed } = await import('@/seed/seed')
    if (await seed(payload, (step) => log(`seeding ${step}`))) log('sample content seeded')
  }
  const { createFirstAdmin } = await import('@/seed/firstAdmin')
  await createFirstAdmin(payload, log)
}
