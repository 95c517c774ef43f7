/**
 * The server's key (WHISTLEBLOWER_KEY or its key file under DATA_DIR, src/lib/whistleblower/cipher.ts): holds
 * a desk's records only until the desk has a member with a key, and the outbox's mails until they are sent.
 */
export async function serverKey(): Promise<Buffer> {
  const { dataDir, whistleblowerKey } = await import('../env')
  const { loadReportKey } = await import('../whistleblower/cipher')
  return loadReportKey(whistleblowerKey, dataDir)
}
