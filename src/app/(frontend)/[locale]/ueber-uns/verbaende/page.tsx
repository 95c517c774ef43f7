import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { loadOrNull } from '@/data/load'
import { listAssociations } from '@/data/people'
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
}: PageProps<'/[locale]/ueber-uns/verbaende'>): Promise<Metadata> {
  return aboutMetadata('verbaende', await pageLocale(params))
}

export default async function AssociationsPage({ params }: PageProps<'/[locale]/ueber-uns/verbaende'>) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  const [t, a11y, associations] = await Promise.all([
    getTranslations({ locale, namespace: 'about' }),
    getTranslations({ locale, namespace: 'a11y' }),
    loadOrNull('associations', () => listAssociations(locale)),
  ])

  return (
    <>
      <AboutHero page="verbaende" locale={locale} />
      <section
        className={`container ${styles.section} ${styles.ctaSection}`}
        aria-labelledby="associations-headline"
      >
        <div className={styles.prose}>
          <h2 id="associations-headline">{t('associations.headline')}</h2>
          <p>{t('associations.text')}</p>
        </div>
        <ListStates
          items={associations}
          errorText={t('associations.error')}
          emptyText={t('associations.empty')}
        >
          {(associations) => (
            <LogoGrid
              entries={associations}
              newTab={a11y('newTab')}
              label={t('associations.gridLabel')}
              testId="association-grid"
              large
            />
          )}
        </ListStates>
        <div className={styles.buttons}>
          <Button href={paths.about('partner')} locale={locale} arrow>
            {t('common.toPartner')}
          </Button>
          <Button href={paths.about('zertifikate')} locale={locale} blue arrow>
            {t('certificates.hero.headline')}
          </Button>
        </div>
      </section>
    </>
  )
}
