import { notFound } from 'next/navigation'
import { isLocale, type Locale } from './routing'

/** A locale from a route segment, checked: any other value is a 404, never a cast. */
export function checkedLocale(value: string): Locale {
  if (!isLocale(value)) notFound()
  return value
}

/** The checked locale of a page's or layout's params (generateMetadata runs apart from the layout's own check). */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  return checkedLocale((await params).locale)
}
