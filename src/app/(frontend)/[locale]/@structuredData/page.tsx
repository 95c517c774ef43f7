import { checkedLocale } from '@/i18n/pageLocale'
import { WebSiteStructuredData } from '@/components/StructuredData/SiteStructuredData'

/** The home page's JSON-LD: the site. */
export default async function HomeStructuredData({ params }: PageProps<'/[locale]'>) {
  return <WebSiteStructuredData locale={checkedLocale((await params).locale)} />
}
