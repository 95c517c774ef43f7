import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { pageLocale } from '@/i18n/pageLocale'

/** The 404 page's title ('404 – Seite nicht gefunden'), without the site's title template. */
export async function notFoundMetadata({
  params,
}: {
  params: Promise<{ locale: string }>
}): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'notFound' })
  return { title: { absolute: t('title') } }
}
