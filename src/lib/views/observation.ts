import { splitLocale } from '@/i18n/paths'
import { VIEW_BEACON_PATH, VIEW_SUBJECT_MAX_LENGTH } from '../constants'
import { siteUrl } from '../env'
import { paths } from '../paths'
import { deviceClass, isRobot } from './userAgent'
import { referrerHost } from './referrer'

/**
 * One answered request, as the site's server or the proxy's view log (./logLine.ts) saw it: the few facts
 * that decide whether and what it counts. Nothing here is stored; countsOf keeps only the aggregate's keys.
 */
export interface Observation {
  method: string
  /** The request target: path and query. */
  target: string
  status: number
  /** The answer's Content-Type ('' when it had none, as a 304). */
  contentType: string
  /** The Host the request named, to tell the site's own referrers from others. */
  host: string
  userAgent: string
  referer: string
  /** Next.js's client navigation (`RSC: 1`): a page view without a document request. */
  rsc: boolean
  /** A prefetch (`Next-Router-Prefetch`, `Sec-Purpose`/`Purpose: prefetch`): nobody has seen the page yet. */
  prefetch: boolean
  /** Staff signed in (Payload's session cookie) or in an editor's preview. */
  signedIn: boolean
  /** The proxy found the client over its rate of counted requests (VIEW_CLIENT_RATE_PER_MINUTE). */
  overRate?: boolean
}

/** What a row counts; 'searchEmpty' is a search that found nothing, added when the counts are written. */
export type CountKind = 'view' | 'notFound' | 'search' | 'searchEmpty' | 'download'

/** What one request adds 1 to: the keys of a daily aggregate, unused keys empty. */
export interface Tally {
  kind: CountKind
  /** The normalised path (views, 404s), the search term, or a downloaded document's file name. */
  subject: string
  language: string
  referrerHost: string
  device: string
}

/** Where nothing is a page view: APIs, the admin, build assets, uploads. */
const NOT_PAGES = /^\/(api|cms-api|admin|_next|media|documents)(\/|$)/
/** A last segment with a file extension: feeds, sitemap, robots.txt, icons, images (a 404 of one still counts). */
const FILE = /\/[^/]*\.[a-z0-9]{1,8}$/i
/** A document's file (src/collections/Documents.ts): its download counts, by its name. */
const DOCUMENT_FILE = /^\/cms-api\/documents\/file\/([^/?#]+)$/
/** What a document's file is answered as (PDF, ZIP; a file type Payload could not tell). */
const DOCUMENT_TYPES = /^(application\/(pdf|zip|x-zip-compressed|octet-stream))\b/i
/** The whistleblower channel leaves no trace, not even in the counts (the proxy does not log it either). */
const UNCOUNTED = new RegExp(`^${paths.whistleblower}(/|$)`)
const PAGE_TYPES = /^(text\/html|text\/x-component)\b/i
/** The site's public host (SITE_URL): never a referrer of its own, whatever Host a request named. */
const SITE_HOSTS = [new URL(siteUrl).host]

function decoded(pathname: string): string {
  try {
    return decodeURIComponent(pathname)
  } catch {
    return pathname
  }
}

/** A path as counted: decoded, no repeated or trailing slash, cut to a bounded length. */
export function normalisePath(pathname: string): string {
  const path = decoded(pathname)
    .replace(/\/{2,}/g, '/')
    .replace(/(.)\/$/, '$1')
  return (path.startsWith('/') ? path : `/${path}`).slice(0, VIEW_SUBJECT_MAX_LENGTH)
}

/** Something of a person: an e-mail address (`a@b`). */
const EMAIL = /[^\s@]@[^\s@]/
/** A run of digits, perhaps with the separators of a phone number, an IBAN or a customer number. */
const DIGIT_RUN = /[+(]?\d[\d\s()./-]*\d/g
/** Digits in such a run from which it may be a phone or account number. */
const PERSONAL_DIGITS = 7
/** Digits in a row from which they may be a number of a person (customer, order, account). */
const LONG_DIGITS = /\d{6}/

/**
 * Whether a search term may name a person: it holds an e-mail address, a phone number, or a long run of digits.
 * Such terms are not stored at all, not even cut (a term is kept for 25 months and exported in the CSV).
 */
export function isPersonalTerm(term: string): boolean {
  if (EMAIL.test(term) || LONG_DIGITS.test(term)) return true
  for (const [run] of term.matchAll(DIGIT_RUN))
    if (run.replace(/\D/g, '').length >= PERSONAL_DIGITS) return true
  return false
}

/** A search term as counted: lower case, single spaces, bounded; empty when it may name a person. */
export function normaliseTerm(query: string): string {
  const term = query.trim().replace(/\s+/g, ' ').toLowerCase()
  return isPersonalTerm(term) ? '' : term.slice(0, VIEW_SUBJECT_MAX_LENGTH)
}

function urlOf(target: string): URL | null {
  try {
    return new URL(target, 'http://site.invalid')
  } catch {
    return null
  }
}

function pageTallies(url: URL, kind: 'view' | 'notFound', referrer: string, device: string): Tally[] {
  const path = normalisePath(url.pathname)
  // A missing page is worth fixing whatever its name (an old `/seite.html`); a file the site serves is no view.
  if (NOT_PAGES.test(path) || (kind === 'view' && FILE.test(path))) return []
  const { locale, path: unprefixed } = splitLocale(path)
  if (UNCOUNTED.test(unprefixed)) return []
  if (kind === 'notFound')
    // A broken link that holds an e-mail address (a newsletter's, say) is not kept either.
    return EMAIL.test(path)
      ? []
      : [{ kind, subject: path, language: locale, referrerHost: referrer, device: '' }]
  const tallies: Tally[] = [{ kind, subject: path, language: locale, referrerHost: referrer, device }]
  // A search counts once, on its first page: its later pages, one kind of it and its words as typed continue it.
  const continued = ['art', 'seite', 'genau'].some((key) => url.searchParams.has(key))
  const term = unprefixed === paths.search && !continued ? normaliseTerm(url.searchParams.get('q') ?? '') : ''
  if (term) tallies.push({ kind: 'search', subject: term, language: locale, referrerHost: '', device: '' })
  return tallies
}

/**
 * A document's download: a whole file answered (200; the ranges a PDF viewer asks for after it are not), by the
 * file's name, with where its link was.
 */
function downloadTallies(o: Observation): Tally[] {
  if (o.status !== 200 || !DOCUMENT_TYPES.test(o.contentType)) return []
  if (o.signedIn || o.prefetch || o.overRate || isRobot(o.userAgent)) return []
  const name = DOCUMENT_FILE.exec(o.target.split('?')[0])?.[1]
  if (!name) return []
  const subject = decoded(name).slice(0, VIEW_SUBJECT_MAX_LENGTH)
  if (subject.includes('/') || EMAIL.test(subject)) return []
  const referrer = referrerHost(o.referer, o.host, SITE_HOSTS)
  return [
    { kind: 'download', subject, language: '', referrerHost: referrer, device: deviceClass(o.userAgent) },
  ]
}

/**
 * What a request counts: a page view (a document or a client navigation, answered 200 or 304), a 404 with
 * where its link was, a site-search term, and a document's download; or nothing — robots, signed-in staff,
 * prefetches, every other method, path and answer. The back/forward-cache beacon (POST VIEW_BEACON_PATH?p=)
 * counts its page's view.
 */
export function countsOf(o: Observation): Tally[] {
  // The cheap tests first: most requests (assets, APIs) end here.
  if (o.method !== 'GET' && o.method !== 'POST') return []
  if (o.method === 'GET' && o.target.startsWith('/cms-api/documents/file/')) return downloadTallies(o)
  if (o.method === 'GET' && o.status !== 304 && !PAGE_TYPES.test(o.contentType)) return []
  if (o.signedIn || o.prefetch || o.overRate || isRobot(o.userAgent)) return []
  const url = urlOf(o.target)
  if (!url) return []
  const device = deviceClass(o.userAgent)
  if (o.method === 'POST' && url.pathname === VIEW_BEACON_PATH) {
    const page = urlOf(url.searchParams.get('p') ?? '')
    const shown = url.searchParams.get('p')?.startsWith('/') && o.status < 300 && page
    // A page shown again from the back/forward cache: its view, not its search again.
    return shown ? pageTallies(new URL(page.pathname, page), 'view', '', device) : []
  }
  if (o.method !== 'GET') return []
  if (o.status === 404 && PAGE_TYPES.test(o.contentType))
    return pageTallies(url, 'notFound', referrerHost(o.referer, o.host, SITE_HOSTS), device)
  const isPage = o.status === 200 ? PAGE_TYPES.test(o.contentType) : o.status === 304
  if (!isPage) return []
  // A client navigation's referrer is the site's own page, whatever brought the visitor to the site.
  return pageTallies(url, 'view', o.rsc ? '' : referrerHost(o.referer, o.host, SITE_HOSTS), device)
}
