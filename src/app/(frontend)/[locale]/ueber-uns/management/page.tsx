import type { Metadata } from 'next'
import { ServerImage } from '@/components/ServerImage/ServerImage'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { getCompany } from '@/data/company'
import { pageImage } from '@/data/pageImages'
import { paths } from '@/lib/paths'
import { AboutHero } from '@/components/About/AboutHero'
import { aboutMetadata, foundingText, joinNames } from '@/components/About/aboutPage'
import { Button } from '@/components/Button/Button'
import styles from '@/styles/aboutPage.module.css'
import { pageLocale } from '@/i18n/pageLocale'

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/ueber-uns/management'>): Promise<Metadata> {
  return aboutMetadata('management', await pageLocale(params))
}

export default async function ManagementPage({ params }: PageProps<'/[locale]/ueber-uns/management'>) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  const [t, company, portrait] = await Promise.all([
    getTranslations({ locale, namespace: 'about' }),
    getCompany(locale),
    pageImage('management.portrait', locale, 'card'),
  ])
  const values = {
    names: joinNames(company.managingDirectors, locale),
    company: company.name,
    founded: foundingText(locale),
  }

  return (
    <>
      <AboutHero page="management" locale={locale} />
      <section className={`container ${styles.section}`} aria-labelledby="management-headline">
        <div className={styles.split}>
          <div className={styles.prose}>
            <h2 id="management-headline">{t('management.headline')}</h2>
            <p className={styles.lead}>{t('management.p1', values)}</p>
            <p>{t('management.p2')}</p>
            <p>{t('management.p3', values)}</p>
          </div>
          <figure className={styles.figure} data-testid="management-portrait">
            <div className={`${styles.figureImage} ${styles.wide}`}>
              {portrait.url && (
                <ServerImage
                  src={portrait.url}
                  alt={portrait.alt}
                  fill
                  sizes="(max-width: 900px) 100vw, 525px"
                  className={styles.cover}
                />
              )}
            </div>
            <figcaption>{t('management.caption', values)}</figcaption>
          </figure>
        </div>
        <div className={styles.buttons}>
          <Button href={paths.about('team')} locale={locale} arrow>
            {t('common.toTeam')}
          </Button>
          <Button href={paths.contact} locale={locale} blue arrow>
            {t('common.toContact')}
          </Button>
        </div>
      </section>
    </>
  )
}
