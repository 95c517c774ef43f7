/**
 * The server's key (WHISTLEBLOWER_KEY, 32 bytes base64 or hex, or a key file created under DATA_DIR with mode
 * 0600, serverKeyFile.ts; never in the database): holds a desk's records only until the desk has a member with
 * a key, and the outbox's mails until they are sent; it also opens the reports of the earlier single-key version
 * (src/lib/whistleblower/cipher.ts).
 */
export async function serverKey(): Promise<Buffer> {
  const { dataDir, whistleblowerKey } = await import('../env')
  const { loadReportKey } = await import('./serverKeyFile')
  return loadReportKey(whistleblowerKey, dataDir)
}
