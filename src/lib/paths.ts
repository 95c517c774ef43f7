import { NEW_TAB_EXTENSIONS } from './constants'

export const SOLUTIONS = [
  'leitsysteme',
  'wachen-und-elw',
  'einsatznavigation',
  'sprach-und-datenfunk',
  'digitale-alarmierung',
  'reparaturen',
  'it',
] as const
export type Solution = (typeof SOLUTIONS)[number]

export const ABOUT_PAGES = [
  'ueber-uns',
  'management',
  'team',
  'niederlassungen',
  'unsere-werte',
  'umwelt',
  'partner',
  'zertifikate',
  'verbaende',
] as const
export type AboutPage = (typeof ABOUT_PAGES)[number]

/** Message key (namespace `about`) of each about-us page. */
export const ABOUT_KEYS = {
  'ueber-uns': 'about',
  management: 'management',
  team: 'team',
  niederlassungen: 'locations',
  'unsere-werte': 'values',
  umwelt: 'environment',
  partner: 'partners',
  zertifikate: 'certificates',
  verbaende: 'associations',
} as const satisfies Record<AboutPage, string>

/** Anchors of the entries of a longer page (a history entry, an office), which the site search leads to. */
export const anchors = {
  historyEntry: (id: number) => `eintrag-${id}`,
  office: (id: number) => `standort-${id}`,
} as const

/** Route paths of spec §2 (German slugs in both languages), built in one place. */
export const paths = {
  home: '/',
  news: '/aktuelles/news',
  newsDetail: (id: number, url: string) => `/aktuelles/news/${id}/${url}`,
  newsFeed: '/aktuelles/news/feed',
  events: '/aktuelles/termine',
  eventDetail: (id: number, url: string) => `/aktuelles/termine/${id}/${url}`,
  history: '/aktuelles/wir-wachsen',
  historyEntry: (id: number) => `/aktuelles/wir-wachsen#${anchors.historyEntry(id)}`,
  privacy: '/datenschutz',
  whistleblower: '/hinweisgeberschutz',
  whistleblowerFollowUp: '/hinweisgeberschutz/meldung',
  imprint: '/impressum',
  career: '/karriere',
  jobListings: '/karriere#job-listings',
  jobDetail: (id: number, url: string) => `/karriere/${id}/${url}`,
  application: (id: number, url: string) => `/karriere/${id}/${url}/bewerbung`,
  speculativeApplication: '/karriere/initiativbewerbung',
  /** The applicant's private link (its token in the fragment). */
  applicantLink: '/karriere/meine-bewerbung',
  contact: '/kontakt',
  /** Site search's results page (`?q=`), issue 42. */
  search: '/suche',
  solution: (slug: Solution) => `/loesungen/${slug}`,
  projectDetail: (id: number, url: string) => `/projekte/${id}/${url}`,
  about: (slug: AboutPage) => `/ueber-uns/${slug}`,
  mapAnchor: '/ueber-uns/niederlassungen#scroll-map',
  office: (id: number) => `/ueber-uns/niederlassungen#${anchors.office(id)}`,
  /**
   * The 404 pages as pages of their own, always answered with status 404 (src/proxy.ts). The site's server sends
   * one for every 404 of a page (notFoundPageFor): Next.js renders a page's notFound() only in the browser
   * (src/server/notFoundPage.ts). A job's address that leads nowhere lists the open jobs instead.
   */
  notFound: '/seite-nicht-gefunden',
  jobNotFound: '/karriere/nicht-mehr-ausgeschrieben',
} as const

/** The 404 page for a path (without locale prefix) that leads nowhere. */
export function notFoundPageFor(path: string): string {
  return path.startsWith(`${paths.career}/`) ? paths.jobNotFound : paths.notFound
}

/** Whether a path (without locale prefix) is one of the 404 pages. */
export function isNotFoundPage(path: string): boolean {
  return path === paths.notFound || path === paths.jobNotFound
}

/** The detail page of a record of each collection that has one. */
export const RECORD_PATHS = {
  news: paths.newsDetail,
  events: paths.eventDetail,
  jobs: paths.jobDetail,
  projects: paths.projectDetail,
} as const
export type RecordCollection = keyof typeof RECORD_PATHS
export const RECORD_COLLECTIONS = Object.keys(RECORD_PATHS) as RecordCollection[]

/** Every page of spec §2 that has no record in its path, and the follow-up page of the whistleblower channel. */
export const STATIC_PAGES: readonly string[] = [
  paths.home,
  paths.news,
  paths.events,
  paths.history,
  paths.privacy,
  paths.whistleblower,
  paths.whistleblowerFollowUp,
  paths.imprint,
  paths.career,
  paths.contact,
  ...SOLUTIONS.map(paths.solution),
  ...ABOUT_PAGES.map(paths.about),
  paths.search,
]

/** Pages that ask not to be indexed (robots.txt keeps crawlers out, the sitemap leaves them out). */
export const UNLISTED_PAGES: readonly string[] = [paths.whistleblowerFollowUp, paths.search]

/** Links to these files open in a new tab (spec §2). */
export function isFileLink(href: string): boolean {
  const path = href.split(/[?#]/)[0].toLowerCase()
  return NEW_TAB_EXTENSIONS.some((ext) => path.endsWith(`.${ext}`))
}

const SITE_ORIGIN = 'http://site.invalid'
/** Two slashes or backslashes at the start: a browser, or a server decoding once more, reads another host there. */
const ANOTHER_HOST = /^[/\\]{2}/
/** How often a path is decoded to see what it hides (`%252f` is `%2f` is `/`). */
const DECODINGS = 3

/** `path` decoded as often as it holds encodings (up to DECODINGS times); as it was where it cannot be decoded. */
function decodedFully(path: string): string {
  let decoded = path
  for (let round = 0; round < DECODINGS; round++) {
    let next: string
    try {
      next = decodeURIComponent(decoded)
    } catch {
      return decoded
    }
    if (next === decoded) break
    decoded = next
  }
  return decoded
}

/**
 * The one test of whether a path stays on this site, for every address the site leads to from what someone
 * typed or sent: the preview's exit, sign-in's return path, link fields, requests' own paths, and every redirect.
 * `value` as a path of this site, as a browser reads it, normalised (tabs and line breaks dropped, backslashes as
 * slashes, dot segments resolved, characters a header cannot carry percent-encoded); null when it is no path
 * (`https://…`, `kontakt`) or when it leads, or after any decoding could lead, to another host: `//host`,
 * `/\host`, `/<TAB>/host`, `/..//host` (dot segments resolved first), `/%2f%2fhost`, `/%5chost`, `/%252f/host`,
 * and full-width or other look-alike slashes that Unicode folds into `/`.
 */
export function sitePath(value: string): string | null {
  if (!value.startsWith('/')) return null
  const url = urlOnSite(value)
  if (!url) return null
  const decoded = decodedFully(url.pathname)
  if (decoded !== url.pathname && (!urlOnSite(decoded) || !urlOnSite(decoded.normalize('NFKC')))) return null
  return `${url.pathname}${url.search}${url.hash}`
}

/** `path` read as a browser reads it on this site, or null when that is another host or no URL. */
function urlOnSite(path: string): URL | null {
  if (ANOTHER_HOST.test(path)) return null
  try {
    const url = new URL(path, SITE_ORIGIN)
    return url.origin === SITE_ORIGIN && !ANOTHER_HOST.test(url.pathname) ? url : null
  } catch {
    return null
  }
}

/** `value` as sitePath reads it when it is `base` or a path below it (`/admin`, `/admin/…`), else null. */
export function sitePathWithin(value: string, base: string): string | null {
  const path = sitePath(value)
  const pathname = path?.split(/[?#]/)[0]
  return pathname === base || pathname?.startsWith(`${base}/`) ? path : null
}

/** `value` as sitePath reads it, or `fallback` (the start page) when it does not stay on the site. */
export function sitePathOr(value: string, fallback = '/'): string {
  return sitePath(value) ?? fallback
}
