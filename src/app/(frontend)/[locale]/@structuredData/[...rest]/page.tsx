import { checkedLocale } from '@/i18n/pageLocale'
import { RouteStructuredData } from '@/components/StructuredData/RouteStructuredData'

// Rendered with its page on first request, then cached with it.
export function generateStaticParams() {
  return []
}

/** JSON-LD of every page below the home page, chosen by its path (a slot beside the page, so no page repeats it). */
export default async function PageStructuredData({ params }: PageProps<'/[locale]/[...rest]'>) {
  const { locale, rest } = await params
  return (
    <RouteStructuredData locale={checkedLocale(locale)} path={`/${rest.map(decodeURIComponent).join('/')}`} />
  )
}
