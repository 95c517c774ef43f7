import { setRequestLocale } from 'next-intl/server'
import { ClosedJob } from '@/components/Careers/ClosedJob'
import { pageLocale } from '@/i18n/pageLocale'

/**
 * The 404 page of a job's address that leads nowhere (an unknown job, or one past its end date), rendered by
 * the server (see paths.jobNotFound). In the browser, after a navigation, [id]/[url]/not-found.tsx shows it.
 */
export default async function JobNotFoundPage({
  params,
}: PageProps<'/[locale]/karriere/nicht-mehr-ausgeschrieben'>) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  return <ClosedJob locale={locale} />
}
