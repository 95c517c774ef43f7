import crypto from 'node:crypto'
import { z } from 'zod'
import { localizePath } from '@/i18n/paths'
import type { Locale } from '@/i18n/routing'
import { paths } from '../paths'

/**
 * The applicant's private link (no account): a random token of 256 bits, sent once in the acknowledgement and
 * stored only as its SHA-256 hash, so that neither the database nor a backup holds a working link. It rides
 * in the fragment (`#…`), which browsers send to no server, log or Referer; the page posts it to the API.
 */
const TOKEN_BYTES = 32

export function newApplicantToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(TOKEN_BYTES).toString('base64url')
  return { token, hash: applicantTokenHash(token) }
}

export const applicantTokenHash = (token: string) => crypto.createHash('sha256').update(token).digest('hex')

export function applicantLink(siteUrl: string, lang: Locale, token: string): string {
  return `${siteUrl}${localizePath(paths.applicantLink, lang)}#${token}`
}

/**
 * `POST /api/applications/link`: open the view, withdraw the application, give or withdraw consent, or confirm
 * one of the proposed interview times.
 */
export const applicantLinkSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('view'), token: z.string().regex(/^[\w-]{43}$/, 'not a link token') }),
  z.object({ action: z.literal('withdraw'), token: z.string().regex(/^[\w-]{43}$/, 'not a link token') }),
  z.object({
    action: z.literal('interview'),
    token: z.string().regex(/^[\w-]{43}$/, 'not a link token'),
    at: z.iso.datetime({ error: 'must be one of the proposed times' }),
  }),
  z.object({
    action: z.literal('consent'),
    token: z.string().regex(/^[\w-]{43}$/, 'not a link token'),
    given: z.boolean({ error: 'must be true or false' }),
  }),
])
export type ApplicantLinkRequest = z.infer<typeof applicantLinkSchema>

/** What the applicant's page shows: status, reference, job, and when the data goes, never what they sent. */
export type ApplicantView = {
  reference: string
  status: string
  job: string | null
  receivedAt: string
  talentPool: boolean
  canWithdraw: boolean
  deletion: { kind: 'pool' | 'on'; on: string } | { kind: 'after-decision'; months: number }
  /** The interview HR proposed (status Gespräch), and the time the applicant confirmed, if any. */
  interview: { times: string[]; minutes: number; place: string | null; confirmed: string | null } | null
}
