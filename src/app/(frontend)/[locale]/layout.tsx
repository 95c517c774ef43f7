import type { CSSProperties } from 'react'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { hasLocale } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { localizePath } from '@/i18n/paths'
import { LANGUAGES, routing } from '@/i18n/routing'
import { getAwardBanner, getPopup } from '@/data/site'
import { siteUrl } from '@/lib/env'
import { shareCard } from '@/lib/seo'
import { STAGGER_WHEN_SEEN } from '@/lib/stagger'
import { AwardBanner } from '@/components/AwardBanner/AwardBanner'
import { Footer } from '@/components/Footer/Footer'
import { Header } from '@/components/Header/Header'
import { PageLoader } from '@/components/PageLoader/PageLoader'
import { PreviewBar } from '@/components/Preview/PreviewBar'
import { PopupTrigger } from '@/components/PromoPopup/PopupTrigger'
import { SiteBehaviour } from '@/components/SiteBehaviour/SiteBehaviour'
import { WebFont } from '@/components/WebFont/WebFont'
import { fontFamilies, WEB_FONT_FROM_OUR_PAGES } from '@/components/WebFont/webFontRules'
import { OrganizationStructuredData } from '@/components/StructuredData/SiteStructuredData'
import { sans } from './fonts'
import '@/styles/globals.css'
import { pageLocale } from '@/i18n/pageLocale'
import { layoutVariables } from '@/lib/layoutVariables'
import { previewing } from '@/lib/preview'

const families = fontFamilies(sans.style.fontFamily)
const fontVariables = { '--font-fallback': families.fallback } as CSSProperties

// Pages render on first request and are then served from the cache until an editor changes their data.
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'meta' })
  return {
    metadataBase: new URL(siteUrl),
    title: { default: t('defaultTitle'), template: t('titleTemplate', { title: '%s' }) },
    description: t('defaultDescription'),
    applicationName: t('siteName'),
    icons: {
      icon: [
        { url: '/favicon.ico', sizes: '48x48' },
        { url: '/favicon.svg', type: 'image/svg+xml' },
      ],
      apple: { url: '/apple-touch-icon.png', sizes: '180x180' },
    },
    openGraph: {
      siteName: t('siteName'),
      locale: LANGUAGES[locale].ogLocale,
      type: 'website',
      images: [{ url: shareCard(locale) }],
    },
  }
}

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const [t, banner, popup, preview] = await Promise.all([
    getTranslations({ locale }),
    getAwardBanner(locale),
    getPopup(locale),
    previewing(),
  ])

  return (
    <html lang={locale} className={sans.variable} style={{ ...layoutVariables, ...fontVariables }}>
      <head>
        <script dangerouslySetInnerHTML={{ __html: WEB_FONT_FROM_OUR_PAGES }} />
        <script dangerouslySetInnerHTML={{ __html: STAGGER_WHEN_SEEN }} />
      </head>
      <body>
        <a href="#main" className="skip-link">
          {t('a11y.skipToContent')}
        </a>
        <PageLoader />
        <Header locale={locale} />
        {banner.enabled && banner.text && (
          <AwardBanner
            dismissKey={banner.link || 'award-banner'}
            text={banner.text}
            link={banner.link ? localizePath(banner.link, locale) : ''}
            linkText={banner.linkText}
            closeLabel={t('awardBanner.close')}
            readMoreLabel={t('awardBanner.readMore')}
          />
        )}
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer locale={locale} />
        {popup.enabled && popup.heading && (
          <PopupTrigger
            cookieName={popup.cookieName}
            heading={popup.heading}
            subline={popup.subline}
            link={popup.link ? localizePath(popup.link, locale) : ''}
            linkText={popup.linkText || t('popup.more')}
            startDate={popup.startDate}
            endDate={popup.endDate}
            width={popup.width}
            height={popup.height}
            padding={popup.padding}
            fontSize={popup.fontSize}
            closeLabel={t('popup.close')}
          />
        )}
        {preview && <PreviewBar locale={locale} />}
        <SiteBehaviour locale={locale} />
        <WebFont family={families.web} />
        <OrganizationStructuredData locale={locale} />
      </body>
    </html>
  )
}
