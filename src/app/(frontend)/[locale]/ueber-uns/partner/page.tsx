import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { loadOrNull } from '@/data/load'
import { listPartners } from '@/data/people'
import { paths } from '@/lib/paths'
import { AboutHero } from '@/components/About/AboutHero'
import { aboutMetadata } from '@/components/About/aboutPage'
import { LogoGrid } from '@/components/About/LogoGrid'
import { Button } from '@/components/Button/Button'
import { ListStates } from '@/components/ListStates/ListStates'
import styles from '@/styles/aboutPage.module.css'
import { pageLocale } from '@/i18n/pageLocale'

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/ueber-uns/partner'>): Promise<Metadata> {
  return aboutMetadata('partner', await pageLocale(params))
}

export default async function PartnersPage({ params }: PageProps<'/[locale]/ueber-uns/partner'>) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  const [t, a11y, partners] = await Promise.all([
    getTranslations({ locale, namespace: 'about' }),
    getTranslations({ locale, namespace: 'a11y' }),
    loadOrNull('partners', () => listPartners(locale)),
  ])

  return (
    <>
      <AboutHero page="partner" locale={locale} />
      <section
        className={`container ${styles.section} ${styles.ctaSection}`}
        aria-labelledby="partners-headline"
      >
        <div className={styles.prose}>
          <h2 id="partners-headline">{t('partners.headline')}</h2>
          <p className={styles.kicker}>{t('partners.subline')}</p>
          <p>{t('partners.text')}</p>
        </div>
        <ListStates items={partners} errorText={t('partners.error')} emptyText={t('partners.empty')}>
          {(partners) => (
            <LogoGrid
              entries={partners}
              newTab={a11y('newTab')}
              label={t('partners.gridLabel')}
              testId="partner-grid"
            />
          )}
        </ListStates>
        <div className={styles.buttons}>
          <Button href={paths.about('verbaende')} locale={locale} arrow>
            {t('associations.hero.headline')}
          </Button>
          <Button href={paths.contact} locale={locale} blue arrow>
            {t('common.toContact')}
          </Button>
        </div>
      </section>
    </>
  )
}
