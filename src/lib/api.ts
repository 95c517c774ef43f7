import { NextResponse } from 'next/server'
import { z } from 'zod'
import { defaultLocale, isLocale, locales, type Locale } from '@/i18n/routing'
import { FORM_BODY_MAX_BYTES } from './constants'
import { clientAddress, type RateLimiter } from './rateLimit'
import { parseRecordId } from './route-params'
import { isOutOfSpace, logOutOfSpace, STORAGE_FULL_MESSAGE } from './storageFull'

/** Public JSON answers may be cached briefly by shared caches; the app invalidates its own cache on change. */
const PUBLIC_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
    /** Headers the answer carries besides (a 429's Retry-After). */
    readonly headers?: Record<string, string>,
  ) {
    super(message)
  }
}

/** A throttle's 429, already made as a response, to throw from deep in a handler: its Retry-After kept. */
export function throttledError(response: Response): ApiError {
  const retryAfter = response.headers.get('Retry-After')
  return new ApiError(
    response.status,
    'Too many attempts, please try again later',
    undefined,
    retryAfter ? { 'Retry-After': retryAfter } : undefined,
  )
}

export function json(body: unknown, status = 200, cacheable = false): NextResponse {
  return NextResponse.json(body, {
    status,
    headers: cacheable ? { 'Cache-Control': PUBLIC_CACHE } : { 'Cache-Control': 'no-store' },
  })
}

/** The answer when storage is full (disk, database or bucket): 507, nothing stored, logged once a minute. */
export function storageFullError(where: string): ApiError {
  logOutOfSpace(where)
  return new ApiError(507, STORAGE_FULL_MESSAGE, { _: 'storage full' })
}

/** Runs a handler; ApiErrors become their JSON answer, a full storage a 507, anything else a logged 500. */
export async function handle<R extends Response>(
  run: () => Promise<R>,
  where = 'a request',
): Promise<R | NextResponse> {
  try {
    return await run()
  } catch (caught) {
    const error = isOutOfSpace(caught) ? storageFullError(where) : caught
    if (error instanceof ApiError) {
      const response = json(
        { error: error.message, ...(error.fields ? { fields: error.fields } : {}) },
        error.status,
      )
      for (const [name, value] of Object.entries(error.headers ?? {})) response.headers.set(name, value)
      return response
    }
    console.error('[api] unexpected error', error)
    return json({ error: 'Internal error' }, 500)
  }
}

/** The accepted values of `lang`, as the 400 answer names them: 'de' or 'en'. */
const LANG_CHOICES = locales.map((locale) => `'${locale}'`).join(' or ')

export function langParam(request: Request): Locale {
  const lang = new URL(request.url).searchParams.get('lang')
  if (lang === null || lang === '') return defaultLocale
  if (!isLocale(lang)) throw new ApiError(400, `Unsupported lang: use ${LANG_CHOICES}`)
  return lang
}

const ID_MESSAGE = 'id must be a positive whole number'

/** `{id}` of an API route as a number; anything else is a 400. */
export function idParam(raw: string): number {
  const id = parseRecordId(raw)
  if (id === null) throw new ApiError(400, ID_MESSAGE)
  return id
}

export function notFound(what: string): never {
  throw new ApiError(404, `${what} not found`)
}

export const langSchema = z.enum(locales).default(defaultLocale)
/** A record id in a JSON body or query, as a number or as text: one rule for both (`0` and `"0"` alike). */
export const idSchema = z
  .union([z.number(), z.string()], { message: ID_MESSAGE })
  .refine((raw) => parseRecordId(String(raw)) !== null, ID_MESSAGE)
  .transform(Number)

/**
 * The body as text, refused with 413 as soon as it is larger than `maxBytes`: by its Content-Length before
 * anything is read, and a chunked body by counting while it arrives, so no request holds more than `maxBytes`
 * of the server's memory.
 */
export async function boundedText(request: Request, maxBytes: number): Promise<string> {
  const tooLarge = () => new ApiError(413, `Body larger than ${maxBytes} bytes`)
  const declared = Number(request.headers.get('content-length') ?? Number.NaN)
  if (declared > maxBytes) throw tooLarge()
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => {})
      throw tooLarge()
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** Reads and validates a JSON body; malformed or invalid input is a 400 with a message per field. */
export async function jsonBody<T extends z.ZodType>(
  request: Request,
  schema: T,
  maxBytes = FORM_BODY_MAX_BYTES,
): Promise<z.infer<T>> {
  const type = request.headers.get('content-type') ?? ''
  if (!type.includes('application/json')) throw new ApiError(415, 'Send the body as application/json')
  const text = await boundedText(request, maxBytes)
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    throw new ApiError(400, 'Body is not valid JSON')
  }
  const result = schema.safeParse(data)
  if (!result.success) {
    const fields: Record<string, string> = {}
    for (const issue of result.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message
    throw new ApiError(400, 'Invalid input', fields)
  }
  return result.data
}

/** Counts the request against `limiter`; the 429 answer with Retry-After when the client is over its limit. */
export async function rateLimited(limiter: RateLimiter, request: Request): Promise<NextResponse | null> {
  const verdict = await limiter.take(clientAddress(request))
  if (verdict.allowed) return null
  const response = json({ error: 'Too many requests, please try again later' }, 429)
  response.headers.set('Retry-After', String(verdict.retryAfterS))
  return response
}
