import { splitLocale } from '@/i18n/paths'
import { STATIC_PAGES, sitePath } from './paths'

/**
 * Where a link an editor types may lead: a web address (http, https), an e-mail (mailto), a phone number (tel)
 * or a path of the site. Anything else (`javascript:`, `data:`, `//host`) is refused, not merely drawn harmless.
 */
const ALLOWED = [/^https?:\/\/[^\s/?#]+[^\s]*$/i, /^mailto:[^\s]+$/i, /^tel:\+?[\d\s()./-]+$/i]
/** A path as typed: no spaces or backslashes, which a browser would change; whether it stays on the site is sitePath's. */
const TYPED_PATH = /^\/[^\s\\]*$/

export function isAllowedLink(href: string): boolean {
  if (href.startsWith('/')) return TYPED_PATH.test(href) && sitePath(href) !== null
  return ALLOWED.some((pattern) => pattern.test(href))
}

/**
 * What a link field of the popup or the award banner points at: a page of the site typed as its path, a news
 * item, event, job or project chosen from a list (so the link follows its address and disappears when it goes
 * offline), or an address elsewhere. Fields saved before the choice existed have none: their text is a path or
 * an address, checked as before.
 */
export const LINK_KINDS = ['page', 'record', 'external'] as const
export type LinkKind = (typeof LINK_KINDS)[number]

/**
 * Whether `href` is a page of the site that exists without a record: one of spec §2's pages, in any language,
 * with or without a `#section` or query.
 */
export function isSitePage(href: string): boolean {
  const normalised = sitePath(href)
  if (!normalised) return false
  const pathname = normalised.split(/[?#]/)[0].replace(/(.)\/$/, '$1')
  return STATIC_PAGES.includes(splitLocale(pathname).path)
}

/** Why a typed link does not fit its kind, or null when it does. */
export function linkProblem(
  kind: LinkKind | null | undefined,
  href: string,
): 'notAllowed' | 'notAPage' | 'notExternal' | null {
  if (!isAllowedLink(href)) return 'notAllowed'
  if (kind === 'page' && !isSitePage(href)) return 'notAPage'
  if (kind === 'external' && href.startsWith('/')) return 'notExternal'
  return null
}
