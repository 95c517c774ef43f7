import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { getCompany } from '@/data/company'
import { loadOrNull } from '@/data/load'
import { pageImage } from '@/data/pageImages'
import { FailedJob, JobDetail } from '@/components/Careers/JobDetail'
import { detailMetadata, detailPage } from '@/components/DetailPage/detailPage'

type Props = PageProps<'/[locale]/karriere/[id]/[url]'>

// Jobs close at their end date without an edit: the cached page is rendered again at least once a minute.
export const revalidate = 60

// Rendered on first request, then served from the cache until the record changes.
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return detailMetadata('jobs', params, async (job, locale) => {
    const [t, hero] = await Promise.all([
      getTranslations({ locale, namespace: 'careers.detail' }),
      loadOrNull('careers hero', () => pageImage('karriere.hero', locale)),
    ])
    return {
      title: job.name,
      description: t('description', { name: job.name, location: job.location }),
      image: hero?.url,
    }
  })
}

export default async function JobDetailPage({ params }: Props) {
  return detailPage('jobs', params, {
    extras: async (locale) => {
      const [company, hero] = await Promise.all([getCompany(locale), pageImage('karriere.hero', locale)])
      return { company, hero }
    },
    failed: (locale, error) => <FailedJob locale={locale} error={error} />,
    body: (job, locale, { company, hero }) => (
      <JobDetail locale={locale} job={job} company={company} hero={hero} />
    ),
  })
}
