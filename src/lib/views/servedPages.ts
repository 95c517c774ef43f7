import { splitLocale } from '@/i18n/paths'
import { paths, RECORD_COLLECTIONS, RECORD_PATHS, STATIC_PAGES } from '../paths'

/** Pages without a record that a view may be of: spec §2's pages and the speculative application. */
const PAGES = new Set([...STATIC_PAGES, paths.speculativeApplication])
/** Each record page's path before `/<id>/<url>`, from the one place that builds them. */
const RECORD_PREFIXES = RECORD_COLLECTIONS.map((collection) => RECORD_PATHS[collection](1, 'x').slice(0, -4))
/** The application form below a job's page. */
const APPLICATION_SUFFIX = paths.application(1, 'x').slice(paths.jobDetail(1, 'x').length)

/**
 * What a counted page view claims to be, from its path as counted (with its language prefix): a page of the
 * site (`page`), the page of a record (`{ record }`: the record page's path without language prefix, which must
 * be a published record's to count), or nothing the site serves (null).
 */
export function viewedPage(subject: string): 'page' | { record: string } | null {
  const { path } = splitLocale(subject)
  if (PAGES.has(path)) return 'page'
  const record = path.endsWith(APPLICATION_SUFFIX) ? path.slice(0, -APPLICATION_SUFFIX.length) : path
  if (path !== record && !record.startsWith(`${paths.career}/`)) return null
  for (const prefix of RECORD_PREFIXES)
    if (record.startsWith(`${prefix}/`) && /^\d{1,9}\/[^/]+$/.test(record.slice(prefix.length + 1)))
      return { record }
  return null
}
