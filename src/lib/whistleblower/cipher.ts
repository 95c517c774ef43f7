import crypto from 'node:crypto'

/**
 * Reports of the earlier single-key version (`v1:`), sealed with the server's key (src/lib/sealed/serverKeyFile.ts):
 * opened at start so that they can be sealed anew (src/data/whistleblower/keys.ts).
 */
const VERSION = 'v1'

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
