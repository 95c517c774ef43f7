import { Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { handle, json, rateLimited } from '@/lib/api'
import { EVIDENCE_CHECK_RATE_LIMIT, WHISTLEBLOWER_BODY_MAX_BYTES, WHISTLEBLOWER_FILES } from '@/lib/constants'
import { RateLimiter } from '@/lib/rateLimit'
import { receiveMultipart } from '@/lib/uploads/multipart'

export const dynamic = 'force-dynamic'

const limiter = new RateLimiter('evidence:check', () => EVIDENCE_CHECK_RATE_LIMIT)

/** Reads a cleaned file to its end and keeps nothing of it. */
const nowhere = () => new Writable({ write: (_chunk, _encoding, done) => done() })

/**
 * A file the reporter chose, checked before the report is sent: multipart with `files`, each read by its bytes
 * and cleaned exactly as when sent, then dropped — nothing is stored, nothing logged. 200 with each file's type
 * and the metadata that will be removed; 415 naming a file that cannot be cleaned (`fields.file`) or is not of
 * an accepted type, 413, 429. The form shows the answer per file before the reporter sends.
 */
export function POST(request: Request) {
  return handle(async () => {
    const limited = await rateLimited(limiter, request)
    if (limited) return limited
    const { files } = await receiveMultipart(
      request,
      {
        maxFiles: WHISTLEBLOWER_FILES.max,
        maxFileBytes: WHISTLEBLOWER_FILES.totalBytes,
        maxFieldBytes: WHISTLEBLOWER_BODY_MAX_BYTES,
        accept: WHISTLEBLOWER_FILES.types,
        scrub: true,
      },
      {
        store: async (index, source) => {
          await pipeline(source, nowhere())
          return `checked-${index}`
        },
        remove: async () => {},
      },
    )
    return json({
      files: files.map((file) => ({ name: file.originalName, type: file.type, removed: file.removed })),
    })
  }, 'an evidence check')
}
