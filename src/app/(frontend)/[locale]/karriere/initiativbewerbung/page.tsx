import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { pageLocale } from '@/i18n/pageLocale'
import { paths } from '@/lib/paths'
import { pageMetadata } from '@/lib/seo'
import { ApplicationPage } from '@/components/Application/ApplicationPage'

type Props = PageProps<'/[locale]/karriere/initiativbewerbung'>

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'application' })
  return pageMetadata({
    locale,
    path: paths.speculativeApplication,
    title: t('speculativeTitle'),
    description: t('description'),
  })
}

/** A speculative application (issue 40): the same form, without a job. */
export default async function SpeculativeApplicationPage({ params }: Props) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  return <ApplicationPage locale={locale} path={paths.speculativeApplication} back={paths.career} />
}
