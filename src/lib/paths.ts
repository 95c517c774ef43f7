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

/** Route paths of spec §2 (German slugs in both languages), built in one place. */
export const paths = {
  home: '/',
  news: '/aktuelles/news',
  newsDetail: (id: number, url: string) => `/aktuelles/news/${id}/${url}`,
  newsFeed: '/aktuelles/news/feed',
  events: '/aktuelles/termine',
  eventDetail: (id: number, url: string) => `/aktuelles/termine/${id}/${url}`,
  history: '/aktuelles/wir-wachsen',
  privacy: '/datenschutz',
  whistleblower: '/hinweisgeberschutz',
  whistleblowerFollowUp: '/hinweisgeberschutz/meldung',
  imprint: '/impressum',
  career: '/karriere',
  jobListings: '/karriere#job-listings',
  jobDetail: (id: number, url: string) => `/karriere/${id}/${url}`,
  application: (id: number, url: string) => `/karriere/${id}/${url}/bewerbung`,
  speculativeApplication: '/karriere/initiativbewerbung',
  contact: '/kontakt',
  /** Site search's results page (`?q=`), issue 42. */
  search: '/suche',
  solution: (slug: Solution) => `/loesungen/${slug}`,
  projectDetail: (id: number, url: string) => `/projekte/${id}/${url}`,
  about: (slug: AboutPage) => `/ueber-uns/${slug}`,
  mapAnchor: '/ueber-uns/niederlassungen#scroll-map',
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

/**
 * `value` as a path of this site, as a browser would read it, normalised (dot segments resolved, characters a
 * header cannot carry percent-encoded); null when a browser would read it as another host (`//host`, `/\host`,
 * `/<TAB>/host`) or it is no path at all.
 */
export function sitePath(value: string): string | null {
  if (!value.startsWith('/')) return null
  try {
    const url = new URL(value, SITE_ORIGIN)
    return url.origin === SITE_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : null
  } catch {
    return null
  }
}
