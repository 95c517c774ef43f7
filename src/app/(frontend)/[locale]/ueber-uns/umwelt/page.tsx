import type { Metadata } from 'next'
import { ServerImage } from '@/components/ServerImage/ServerImage'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { pageImage } from '@/data/pageImages'
import { paths } from '@/lib/paths'
import { AboutHero } from '@/components/About/AboutHero'
import { aboutMetadata } from '@/components/About/aboutPage'
import { Button } from '@/components/Button/Button'
import styles from '@/styles/aboutPage.module.css'
import { pageLocale } from '@/i18n/pageLocale'

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/ueber-uns/umwelt'>): Promise<Metadata> {
  return aboutMetadata('umwelt', await pageLocale(params))
}

export default async function EnvironmentPage({ params }: PageProps<'/[locale]/ueber-uns/umwelt'>) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  const [t, workshop] = await Promise.all([
    getTranslations({ locale, namespace: 'about' }),
    // The repair bench: repairing instead of replacing is the heart of the page.
    pageImage('umwelt.image', locale, 'card'),
  ])

  return (
    <>
      <AboutHero page="umwelt" locale={locale} />
      <section
        className={`container ${styles.section} ${styles.ctaSection}`}
        aria-labelledby="environment-headline"
      >
        <div className={styles.split}>
          <div>
            <h2 id="environment-headline">{t('environment.headline')}</h2>
            <p className={styles.kicker}>{t('environment.subline')}</p>
            <p>{t('environment.text')}</p>
            <div className={styles.buttons}>
              <Button href={paths.about('unsere-werte')} locale={locale} arrow>
                {t('common.toValues')}
              </Button>
              <Button href={paths.news} locale={locale} blue arrow>
                {t('common.toNews')}
              </Button>
            </div>
          </div>
          {workshop.url && (
            <div className={`${styles.figureImage} ${styles.landscape}`}>
              <ServerImage
                src={workshop.url}
                alt={workshop.alt}
                fill
                sizes="(max-width: 900px) 100vw, 525px"
                className={styles.cover}
              />
            </div>
          )}
        </div>
      </section>
    </>
  )
}
