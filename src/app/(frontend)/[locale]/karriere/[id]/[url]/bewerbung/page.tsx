import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { localizePath } from '@/i18n/paths'
import { checkedLocale } from '@/i18n/pageLocale'
import { loadJob } from '@/data/jobs'
import { paths, sitePathOr } from '@/lib/paths'
import { routeId } from '@/lib/route-params'
import { pageMetadata } from '@/lib/seo'
import { ApplicationPage } from '@/components/Application/ApplicationPage'

type Props = PageProps<'/[locale]/karriere/[id]/[url]/bewerbung'>

export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw, id } = await params
  const locale = checkedLocale(raw)
  const job = await loadJob(routeId(id), locale, false)
  if (!job) return {}
  const t = await getTranslations({ locale, namespace: 'application' })
  const metadata = await pageMetadata({
    locale,
    path: paths.application(job.id, job.url),
    title: `${t('title')}: ${job.name}`,
    description: t('description'),
  })
  // A form, not a page to be found through a search engine: the job's page is.
  return { ...metadata, robots: { index: false, follow: true } }
}

/** The application form for one open job (issue 40); a job that is closed or gone leads nowhere. */
export default async function JobApplicationPage({ params }: Props) {
  const { locale: raw, id, url } = await params
  const locale = checkedLocale(raw)
  setRequestLocale(locale)
  const job = await loadJob(routeId(id), locale, false)
  if (!job) notFound()
  if (url !== job.url) permanentRedirect(sitePathOr(localizePath(paths.application(job.id, job.url), locale)))
  return (
    <ApplicationPage
      locale={locale}
      path={paths.application(job.id, job.url)}
      job={{ id: job.id, name: job.name }}
      back={paths.jobDetail(job.id, job.url)}
    />
  )
}
