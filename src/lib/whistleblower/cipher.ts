import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/**
 * The server's key (WHISTLEBLOWER_KEY, 32 bytes base64 or hex, or a key file created under DATA_DIR with mode
 * 0600; never in the database). It holds only cases taken in before the reporting office has a member with a
 * key (vault.ts), and opens reports of the earlier single-key version (`v1:`, sealed by ReportCipher) so
 * that they can be sealed anew at start (src/data/whistleblower/keys.ts).
 */
const VERSION = 'v1'
const KEY_FILE = '.whistleblower-key'

export class ReportCipher {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('The whistleblower key must be 32 bytes')
  }

  encrypt(plaintext: string, context: string): string {
    const iv = crypto.randomBytes(12)
    const cipher = crypto.createCipheriv('aes-256-gcm', this.key, iv)
    cipher.setAAD(Buffer.from(context, 'utf8'))
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
    return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`
  }

  /** Throws when the value was changed, belongs to another context or was sealed with another key. */
  decrypt(sealed: string, context: string): string {
    const [version, encoded] = sealed.split(':')
    if (version !== VERSION || !encoded) throw new Error('Not an encrypted report value')
    const raw = Buffer.from(encoded, 'base64')
    const decipher = crypto.createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12))
    decipher.setAAD(Buffer.from(context, 'utf8'))
    decipher.setAuthTag(raw.subarray(12, 28))
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')
  }
}

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
