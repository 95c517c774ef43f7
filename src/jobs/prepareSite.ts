/**
 * The server's start, before it answers anyone: the data folder, migrations (Payload runs them when it starts
 * in production), the whistleblower keys (reports still held by the server's key are handed to the office), caches tied to this database, sample content and the first
 * admin. What can fail names its cause and stops the start.
 */
export async function prepareSite(log: (message: string) => void): Promise<void> {
  const { ensureDataDir, secureDatabaseFiles, seedSampleContent, usesPostgres } = await import('@/lib/env')
  ensureDataDir()
  const { payloadClient } = await import('@/data/payload')
  const payload = await payloadClient()
  if (!usesPostgres) secureDatabaseFiles()

  const { prepareReportKeys } = await import('@/data/whistleblower/keys')
  const keys = await prepareReportKeys()
  if (keys.resealed) log(`whistleblower reports of an earlier version sealed anew: ${keys.resealed}`)
  if (keys.moved)
    log(`whistleblower cases handed from the server's key to the reporting office: ${keys.moved}`)
  if (keys.serverKeyNeeded)
    log(
      'whistleblower cases wait for the first reporting-office member with a key; until then the server key holds them',
    )

  const { tieCachesToDatabase } = await import('@/data/cacheIdentity')
  if (await tieCachesToDatabase()) log('caches emptied: they were filled from another database')

  if (seedSampleContent) {
    const { seed } = await import('@/seed/seed')
    if (await seed(payload, (step) => log(`seeding ${step}`))) log('sample content seeded')
  }
  const { createFirstAdmin } = await import('@/seed/firstAdmin')
  await createFirstAdmin(payload, log)
}
