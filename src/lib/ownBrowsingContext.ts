import { splitLocale } from '@/i18n/paths'
import { paths } from './paths'

/** The back office and the site's APIs: never a page of the site's router. */
const NOT_SITE_PAGES = /^\/(api|cms-api|admin)(\/|$)/

/** Pages where a visitor hands over something confidential: the whistleblower channel and the applications. */
const CONFIDENTIAL_PAGES = [
  new RegExp(`^${paths.whistleblower}(/|$)`),
  new RegExp(`^${paths.career}/\\d+/[^/]+/bewerbung$`),
  new RegExp(`^(${paths.speculativeApplication}|${paths.applicantLink})$`),
]

/**
 * Whether a document at this path opens in a browsing context group of its own (`Cross-Origin-Opener-Policy:
 * same-origin`): the back office, the APIs and the confidential pages, so that no page of another site that
 * opened them, or that they opened, holds a reference to their window or shares their process. The site's links
 * reach these by a full page load (SiteBehaviour), since the policy applies to the document a visitor lands on.
 * Reading pages go without it: a new group costs each landing a fresh renderer process (Lighthouse, /kontakt,
 * four pairs of runs: the commit of the page 83–120 ms of main thread with the policy, 47–79 ms without; docs/decisions.md).
 */
export function opensOwnBrowsingContext(pathname: string): boolean {
  if (NOT_SITE_PAGES.test(pathname)) return true
  const { path } = splitLocale(pathname)
  return CONFIDENTIAL_PAGES.some((page) => page.test(path))
}
