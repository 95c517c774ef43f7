import crypto from 'node:crypto'
import { Transform, type TransformCallback } from 'node:stream'
import { passed } from '../youngCollection'

/**
 * A file sealed as it streams: chunked AES-256-GCM, so neither sealing nor opening ever holds more than one
 * chunk of it. Layout: `SWF1`, a 16-byte salt, a 7-byte nonce prefix, then chunks of up to CHUNK bytes, each
 * followed by its 16-byte tag. The file key is derived from the record's key, the salt and the context; each
 * chunk's nonce is the prefix, its 4-byte index and a flag that marks the last chunk, so chunks cannot be
 * reordered, dropped or the file cut short without the opening failing.
 */
const MAGIC = Buffer.from('SWF1', 'ascii')
const SALT = 16
const PREFIX = 7
const TAG = 16
export const HEADER_BYTES = MAGIC.length + SALT + PREFIX
export const CHUNK_BYTES = 64 * 1024

/** The size of a file of `plainBytes` once sealed. */
export function sealedSize(plainBytes: number): number {
  const chunks = Math.max(1, Math.ceil(plainBytes / CHUNK_BYTES))
  return HEADER_BYTES + plainBytes + chunks * TAG
}

const fileKey = (recordKey: Buffer, salt: Buffer, context: string) =>
  Buffer.from(crypto.hkdfSync('sha256', recordKey, salt, `sekundenwerk/sealed-file/v1|${context}`, 32))

function nonce(prefix: Buffer, index: number, last: boolean): Buffer {
  const iv = Buffer.alloc(12)
  prefix.copy(iv, 0)
  iv.writeUInt32BE(index, PREFIX)
  iv[11] = last ? 1 : 0
  return iv
}

/**
 * A stream that seals what passes through it; `context` names the desk, record and file. The plaintext of the
 * chunk being filled is copied into one buffer kept for the stream's life (the cipher reads it at once), and
 * each sealed chunk goes on as the cipher gives it: the only memory a file's bytes take on their way is the
 * sealed copy handed on, not two or three copies more per chunk. What passed is counted for a young
 * collection (../youngCollection.ts), so the copies Node makes of a large file on its way are freed as it streams.
 */
export function sealingStream(recordKey: Buffer, context: string): Transform {
  const salt = crypto.randomBytes(SALT)
  const prefix = crypto.randomBytes(PREFIX)
  const key = fileKey(recordKey, salt, context)
  const aad = Buffer.from(context, 'utf8')
  const staging = Buffer.allocUnsafe(CHUNK_BYTES)
  let filled = 0
  let index = 0
  let started = false
  const sealChunk = (stream: Transform, last: boolean) => {
    if (!started) {
      started = true
      stream.push(Buffer.concat([MAGIC, salt, prefix]))
    }
    const cipher = crypto.createCipheriv('aes-256-gcm', key, nonce(prefix, index++, last), {
      authTagLength: TAG,
    })
    cipher.setAAD(aad)
    stream.push(cipher.update(staging.subarray(0, filled)))
    cipher.final()
    stream.push(cipher.getAuthTag())
    passed(filled)
    filled = 0
  }
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      for (let at = 0; at < chunk.length; ) {
        // A full chunk is sealed only once more bytes come: the last one is marked as the last.
        if (filled === CHUNK_BYTES) sealChunk(this, false)
        const n = Math.min(CHUNK_BYTES - filled, chunk.length - at)
        chunk.copy(staging, filled, at, at + n)
        filled += n
        at += n
      }
      done()
    },
    flush(done: TransformCallback) {
      sealChunk(this, true)
      done()
    },
  })
}

/** A stream that opens a sealed file; it fails when anything was changed, moved, cut short or appended. */
export function openingStream(recordKey: Buffer, context: string): Transform {
  const aad = Buffer.from(context, 'utf8')
  let key: Buffer | null = null
  let prefix: Buffer | null = null
  let pending: Buffer = Buffer.alloc(0)
  let index = 0
  /** A chunk's plaintext, handed on only once its tag is checked. */
  const openChunk = (sealed: Buffer, last: boolean) => {
    const decipher = crypto.createDecipheriv('aes-256-gcm', key!, nonce(prefix!, index++, last), {
      authTagLength: TAG,
    })
    decipher.setAAD(aad)
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG))
    const plain = decipher.update(sealed.subarray(0, sealed.length - TAG))
    decipher.final()
    passed(plain.length)
    return plain
  }
  const readHeader = () => {
    if (key || pending.length < HEADER_BYTES) return
    if (!pending.subarray(0, MAGIC.length).equals(MAGIC)) throw new Error('Not a sealed file')
    const salt = pending.subarray(MAGIC.length, MAGIC.length + SALT)
    prefix = Buffer.from(pending.subarray(MAGIC.length + SALT, HEADER_BYTES))
    key = fileKey(recordKey, salt, context)
    pending = pending.subarray(HEADER_BYTES)
  }
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      try {
        pending = pending.length ? Buffer.concat([pending, chunk]) : chunk
        readHeader()
        while (key && pending.length > CHUNK_BYTES + TAG) {
          this.push(openChunk(pending.subarray(0, CHUNK_BYTES + TAG), false))
          pending = pending.subarray(CHUNK_BYTES + TAG)
        }
        done()
      } catch (error) {
        done(error as Error)
      }
    },
    flush(done: TransformCallback) {
      try {
        readHeader()
        if (!key || pending.length < TAG) throw new Error('Sealed file cut short')
        done(null, openChunk(pending, true))
      } catch (error) {
        done(error as Error)
      }
    },
  })
}
