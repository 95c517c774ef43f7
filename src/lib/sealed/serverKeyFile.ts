import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** Where the server's key comes from (serverKey.ts): WHISTLEBLOWER_KEY, or a key file under DATA_DIR. */
const KEY_FILE = '.whistleblower-key'

/** True when WHISTLEBLOWER_KEY is set or the key file exists: a key that need not be generated. */
export function reportKeyExists(configured: string | undefined, dataDir: string): boolean {
  return Boolean(configured) || fs.existsSync(path.join(dataDir, KEY_FILE))
}

/** Where the key lives, for messages to the operator. */
export function reportKeyLocation(configured: string | undefined, dataDir: string): string {
  return configured ? 'WHISTLEBLOWER_KEY' : path.join(dataDir, KEY_FILE)
}

/** Reads WHISTLEBLOWER_KEY, or the key file in `dataDir` (created with mode 0600 on first use). */
export function loadReportKey(configured: string | undefined, dataDir: string): Buffer {
  if (configured) {
    const key = /^[0-9a-f]{64}$/i.test(configured)
      ? Buffer.from(configured, 'hex')
      : Buffer.from(configured, 'base64')
    if (key.length !== 32) {
      throw new Error(
        'WHISTLEBLOWER_KEY must be 32 bytes, as 64 hex digits or base64 (openssl rand -base64 32)',
      )
    }
    return key
  }
  fs.mkdirSync(dataDir, { recursive: true })
  const file = path.join(dataDir, KEY_FILE)
  try {
    fs.writeFileSync(file, crypto.randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  return loadReportKey(fs.readFileSync(file, 'utf8').trim(), dataDir)
}
