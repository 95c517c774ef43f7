import type { ComponentProps } from 'react'
import { localizePath } from '@/i18n/paths'
import type { Locale } from '@/i18n/routing'

type Props = Omit<ComponentProps<'a'>, 'href'> & { href: string; locale: Locale }

/**
 * A link to a page of the site with the locale prefix: `/kontakt` in German, `/en/kontakt` in English. A plain
 * anchor: SiteBehaviour navigates without a reload and fetches the page ahead when the visitor points at or
 * focuses the link, not when it merely comes into view (next/link's way fetched every visible link's page
 * and its scripts on load).
 */
export function LocaleLink({ href, locale, ...rest }: Props) {
  return <a href={localizePath(href, locale)} {...rest} />
}
