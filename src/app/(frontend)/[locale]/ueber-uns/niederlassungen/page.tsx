import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { loadOrNull } from '@/data/load'
import { listOffices } from '@/data/offices'
import { paths } from '@/lib/paths'
import { mapProvider } from '@/lib/env'
import { mapProviderHost } from '@/lib/mapProvider'
import { localizePath } from '@/i18n/paths'
import { AboutHero } from '@/components/About/AboutHero'
import { aboutMetadata } from '@/components/About/aboutPage'
import { Cta } from '@/components/About/Cta'
import { MapConsentNotice } from '@/components/OfficeMap/MapConsentNotice'
import { OfficeLocator } from '@/components/OfficeMap/OfficeLocator'
import { Button } from '@/components/Button/Button'
import { ListStates } from '@/components/ListStates/ListStates'
import styles from '@/styles/aboutPage.module.css'
import { pageLocale } from '@/i18n/pageLocale'

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/ueber-uns/niederlassungen'>): Promise<Metadata> {
  return aboutMetadata('niederlassungen', await pageLocale(params))
}

export default async function LocationsPage({ params }: PageProps<'/[locale]/ueber-uns/niederlassungen'>) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  const [t, a11y, offices] = await Promise.all([
    getTranslations({ locale, namespace: 'about' }),
    getTranslations({ locale, namespace: 'a11y' }),
    loadOrNull('offices', () => listOffices(locale)),
  ])

  return (
    <>
      <AboutHero page="niederlassungen" locale={locale} />
      <section className={`container ${styles.section}`} aria-labelledby="locations-headline">
        <div className={styles.prose}>
          <h2 id="locations-headline">{t('locations.headline')}</h2>
          <p className={styles.lead}>{t('locations.intro')}</p>
        </div>
        <ListStates items={offices} errorText={t('locations.error')} emptyText={t('locations.empty')}>
          {(offices) => (
            <OfficeLocator
              offices={offices}
              provider={mapProvider}
              locale={locale}
              labels={{
                list: {
                  headquarters: t('locations.labels.headquarters'),
                  contactPerson: t('locations.labels.contactPerson'),
                  phone: t('locations.labels.phone'),
                  email: t('locations.labels.email'),
                  showOnMap: t('locations.labels.showOnMap'),
                  newTab: a11y('newTab'),
                  select: t('locations.labels.select'),
                },
                map: {
                  label: t('locations.map.label'),
                  loading: t('locations.map.loading'),
                  failure: t('locations.map.failure'),
                },
              }}
              notice={
                <MapConsentNotice
                  title={t('locations.map.title')}
                  note={t('locations.map.note', { host: mapProviderHost(mapProvider) })}
                  accept={t('locations.map.accept')}
                  privacyLink={t('locations.map.privacyLink')}
                  privacyHref={`${localizePath(paths.privacy, locale)}#kartendienst`}
                />
              }
            />
          )}
        </ListStates>
      </section>
      <Cta headline={t('locations.cta.headline')} text={t('locations.cta.text')}>
        <Button href={paths.career} locale={locale} arrow>
          {t('common.toCareer')}
        </Button>
        <Button href={paths.contact} locale={locale} arrow>
          {t('common.toContact')}
        </Button>
      </Cta>
    </>
  )
}
