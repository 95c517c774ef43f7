import type { MetadataRoute } from 'next'
import { getTranslations } from 'next-intl/server'
import { defaultLocale } from '@/i18n/routing'
import { BRAND_COLOURS } from '@/lib/constants'

/** Web app manifest (installed site and touch icons); in the default language, like the unprefixed site. */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const t = await getTranslations({ locale: defaultLocale, namespace: 'meta' })
  return {
    name: t('defaultTitle'),
    short_name: t('siteName'),
    description: t('defaultDescription'),
    lang: defaultLocale,
    start_url: '/',
    scope: '/',
    display: 'browser',
    background_color: BRAND_COLOURS.white,
    theme_color: BRAND_COLOURS.blue,
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  }
}
