import fs from 'node:fs'
import path from 'node:path'
import crypto from 'node:crypto'
import { z } from 'zod'
import { parseTrustedProxies } from './clientAddress'
import type { MapProviderConfig } from './mapProvider'
import {
  FORM_RATE_LIMIT,
  MAIL_RETRY,
  MAP_TILE_ATTRIBUTION_DEFAULT,
  MAP_TILE_URL_DEFAULT,
  STORAGE_LOW_MB,
  UPLOAD_IDLE_SECONDS,
  VIEW_FLUSH_MS,
} from './constants'
import { objectStorageOf, objectStorageProblems, objectStorageShape } from './objectStorage'

const schema = z.object({
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().optional(),
  PAYLOAD_SECRET: z.string().min(16, 'PAYLOAD_SECRET must be at least 16 characters').optional(),
  SITE_URL: z.string().url().default('http://localhost:3000'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Sekundenwerk Website <website@sekundenwerk.example>'),
  NODE_ENV: z.string().default('development'),
  /** Proof-of-work cost: the solver tries up to this many keys (benchmarks and tests lower it). */
  CAPTCHA_COST_COUNTER_MAX: z.coerce.number().int().min(10).max(10_000_000).default(100_000),
  FORM_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().optional(),
  FORM_RATE_LIMIT_PER_HOUR: z.coerce.number().int().positive().optional(),
  /** First retry delay of mail delivery in ms (benchmarks lower it); doubles per try. */
  MAIL_RETRY_FIRST_DELAY_MS: z.coerce.number().int().positive().optional(),
  /** Set to 'off' on instances that must not deliver mail (e.g. a read-only replica). */
  MAIL_WORKER: z.enum(['on', 'off']).default('on'),
  /** 32 bytes (base64 or hex) that encrypt whistleblower reports; default: a key file under DATA_DIR. */
  WHISTLEBLOWER_KEY: z.string().optional(),
  /** Leaflet's tile source ({z}/{x}/{y} placeholders) and its attribution (HTML), when no Google key is set. */
  MAP_TILE_URL: z.string().url().default(MAP_TILE_URL_DEFAULT),
  MAP_TILE_ATTRIBUTION: z.string().default(MAP_TILE_ATTRIBUTION_DEFAULT),
  /** With a key the offices map is a styled Google map; read at run time, so no rebuild is needed. */
  NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: z.string().optional(),
  /**
   * Second factor (TOTP) for admins and the reporting office: `required`, `off` (local development only), or by
   * default required when SITE_URL is not on localhost.
   */
  STAFF_2FA: z.enum(['required', 'off', 'auto']).default('auto'),
  /** Proxies in front of the site that may name the client: a number of hops, or addresses and networks. */
  TRUSTED_PROXIES: z
    .string()
    .optional()
    .transform((value, context) => {
      try {
        return parseTrustedProxies(value)
      } catch {
        context.addIssue({
          code: 'custom',
          message: 'a number of hops (e.g. 1), or addresses and networks separated by commas',
        })
        return z.NEVER
      }
    }),
  /** '1' seeds the sample content into an empty database in production too (outside production it always is). */
  SEED_SAMPLE_CONTENT: z.enum(['0', '1']).optional(),
  /** A folder where the seed keeps the pictures it renders, for the next seed (the tests seed several times). */
  SEED_ART_CACHE: z.string().optional(),
  /** Visitor counting (issue 43): 'off' counts nothing (for measuring what counting costs). */
  VIEW_COUNTING: z.enum(['on', 'off']).default('on'),
  /** The proxy's view log (a file nginx appends to) this instance reads and counts; unset: none. */
  VIEW_LOG_FILE: z.preprocess((value) => (value === '' ? undefined : value), z.string().optional()),
  /** How long counts wait in memory before they are written (ms; tests shorten it). */
  VIEW_FLUSH_MS: z.coerce.number().int().min(50).optional(),
  /** Seconds an upload may pause without a byte before it is ended with 408 (tests shorten it). */
  UPLOAD_IDLE_SECONDS: z.coerce.number().int().min(1).max(3600).optional(),
  /** Free megabytes in DATA_DIR below which /api/health reports the space as low. */
  STORAGE_LOW_MB: z.coerce.number().int().min(0).optional(),
  ...objectStorageShape,
  /**
   * Where visitors load uploads from, instead of the site itself: a CDN or asset host that forwards
   * `/media/…` and `/cms-api/<collection>/file/…` to the site (the paths and headers are the site's).
   */
  UPLOADS_PUBLIC_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url({ protocol: /^https?$/, error: 'an http:// or https:// URL' }).optional(),
  ),
})

type RawEnv = z.infer<typeof schema>

/**
 * The site's settings from an environment (process.env at start; tests pass their own). Throws with every
 * problem named when a value is invalid, or when a public production start has no PAYLOAD_SECRET. Its one
 * side effect: without PAYLOAD_SECRET, a secret is generated once into DATA_DIR (mode 0600).
 */
export function parseEnv(env: Record<string, string | undefined>) {
  const parsed = schema.safeParse(env)
  const issues = parsed.success
    ? objectStorageProblems(parsed.data)
    : parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }))
  if (!parsed.success || issues.length > 0) {
    const problems = issues.map((issue) => `${issue.path}: ${issue.message}`).join('\n  ')
    throw new Error(`Invalid environment:\n  ${problems}`)
  }
  const raw = parsed.data
  const dataDir = path.resolve(raw.DATA_DIR)
  const siteUrl = raw.SITE_URL.replace(/\/$/, '')
  const databaseUrl = raw.DATABASE_URL
  const mapProvider: MapProviderConfig = raw.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY
    ? { kind: 'google', apiKey: raw.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY }
    : { kind: 'leaflet', tileUrl: raw.MAP_TILE_URL, attribution: raw.MAP_TILE_ATTRIBUTION }
  return {
    dataDir,
    siteUrl,
    https: siteUrl.startsWith('https:'),
    databaseUrl,
    usesPostgres: Boolean(databaseUrl?.startsWith('postgres')),
    smtpUrl: raw.SMTP_URL || undefined,
    mailFrom: raw.MAIL_FROM,
    captchaCounterMax: raw.CAPTCHA_COST_COUNTER_MAX,
    formRateLimit: {
      perMinute: raw.FORM_RATE_LIMIT_PER_MINUTE ?? FORM_RATE_LIMIT.perMinute,
      perHour: raw.FORM_RATE_LIMIT_PER_HOUR ?? FORM_RATE_LIMIT.perHour,
    },
    mailRetryFirstDelayMs: raw.MAIL_RETRY_FIRST_DELAY_MS ?? MAIL_RETRY.firstDelayMs,
    mailWorkerEnabled: raw.MAIL_WORKER === 'on',
    uploadIdleMs: (raw.UPLOAD_IDLE_SECONDS ?? UPLOAD_IDLE_SECONDS) * 1000,
    storageLowBytes: (raw.STORAGE_LOW_MB ?? STORAGE_LOW_MB) * 1024 * 1024,
    viewCounting: raw.VIEW_COUNTING === 'on',
    viewLogFile: raw.VIEW_LOG_FILE,
    viewFlushMs: raw.VIEW_FLUSH_MS ?? VIEW_FLUSH_MS,
    whistleblowerKey: raw.WHISTLEBLOWER_KEY || undefined,
    mapProvider,
    staffTwoFactorRequired:
      raw.STAFF_2FA === 'required' || (raw.STAFF_2FA === 'auto' && !isLocalHost(siteUrl)),
    trustedProxies: raw.TRUSTED_PROXIES,
    seedSampleContent: raw.SEED_SAMPLE_CONTENT
      ? raw.SEED_SAMPLE_CONTENT === '1'
      : raw.NODE_ENV !== 'production',
    seedArtCache: raw.SEED_ART_CACHE ? path.resolve(raw.SEED_ART_CACHE) : undefined,
    objectStorage: objectStorageOf(raw),
    uploadsPublicUrl: raw.UPLOADS_PUBLIC_URL?.replace(/\/$/, ''),
    payloadSecret: resolveSecret(raw, dataDir, siteUrl),
  }
}

/**
 * DATA_DIR and its upload folders, readable by the site's own user only (0700, whatever the umask): the
 * database, uploads and keys inside are nobody else's business.
 */
export function ensureDataDir(dir = dataDir): void {
  for (const folder of [dir, path.join(dir, 'media'), path.join(dir, 'documents')]) {
    fs.mkdirSync(folder, { recursive: true, mode: 0o700 })
    fs.chmodSync(folder, 0o700)
  }
}

/** The SQLite database and its journal files: 0600, whatever the umask they were created under. */
export function secureDatabaseFiles(dir = dataDir): void {
  for (const name of fs.readdirSync(dir)) {
    if (/^site\.db(-wal|-shm|-journal)?$/.test(name)) fs.chmodSync(path.join(dir, name), 0o600)
  }
}

function isLocalHost(siteUrl: string): boolean {
  return ['localhost', '127.0.0.1', '::1', '[::1]'].includes(new URL(siteUrl).hostname)
}

function isPublicProduction(raw: RawEnv, siteUrl: string): boolean {
  return raw.NODE_ENV === 'production' && !isLocalHost(siteUrl)
}

/**
 * A secret generated into DATA_DIR keeps the embedded default working without set-up; a public
 * production site must be given one explicitly so that it survives a lost data volume.
 */
function resolveSecret(raw: RawEnv, dir: string, siteUrl: string): string {
  if (raw.PAYLOAD_SECRET) return raw.PAYLOAD_SECRET
  if (isPublicProduction(raw, siteUrl)) {
    throw new Error(
      'PAYLOAD_SECRET is not set. A production site (SITE_URL not on localhost) needs it: ' +
        'set PAYLOAD_SECRET to a random string of at least 32 characters.',
    )
  }
  ensureDataDir(dir)
  const file = path.join(dir, '.payload-secret')
  try {
    fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  return fs.readFileSync(file, 'utf8').trim()
}

export const {
  dataDir,
  siteUrl,
  https,
  databaseUrl,
  usesPostgres,
  smtpUrl,
  mailFrom,
  captchaCounterMax,
  formRateLimit,
  mailRetryFirstDelayMs,
  mailWorkerEnabled,
  uploadIdleMs,
  storageLowBytes,
  viewCounting,
  viewLogFile,
  viewFlushMs,
  whistleblowerKey,
  mapProvider,
  staffTwoFactorRequired,
  trustedProxies,
  seedSampleContent,
  seedArtCache,
  objectStorage,
  uploadsPublicUrl,
  payloadSecret,
} = parseEnv(process.env)

/** Where uploaded images live: Payload writes them (src/collections/Media.ts), the site's server sends them. */
export const mediaFolder = path.join(dataDir, 'media')
