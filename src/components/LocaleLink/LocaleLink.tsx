import Link from 'next/link'
import type { ComponentProps } from 'react'
import { localizePath } from '@/i18n/paths'
import type { Locale } from '@/i18n/routing'

type Props = Omit<ComponentProps<typeof Link>, 'href' | 'locale'> & { href: string; locale: Locale }

/** next/link with the locale prefix: `/kontakt` in German, `/en/kontakt` in English. */
export function LocaleLink({ href, locale, ...rest }: Props) {
  return <Link href={localizePath(href, locale)} {...rest} />
}
