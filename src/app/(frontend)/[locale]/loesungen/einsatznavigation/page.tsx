import type { Metadata } from 'next'
import { ServerImage } from '@/components/ServerImage/ServerImage'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { pageImage } from '@/data/pageImages'
import { SOLUTION_PROJECT_CATEGORY } from '@/data/projectView'
import { paths } from '@/lib/paths'
import { Button } from '@/components/Button/Button'
import { ProjectList } from '@/components/Projects/ProjectList'
import { DownloadsDropdown } from '@/components/Solutions/DownloadsDropdown'
import { ProjectRequest } from '@/components/Solutions/ProjectRequest'
import { SolutionCards } from '@/components/Solutions/SolutionCards'
import { SolutionHero } from '@/components/Solutions/SolutionHero'
import { solutionMetadata } from '@/components/Solutions/solutionMetadata'
import styles from '@/components/Solutions/Solutions.module.css'
import { pageLocale } from '@/i18n/pageLocale'

type Props = PageProps<'/[locale]/loesungen/einsatznavigation'>

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return solutionMetadata('einsatznavigation', await pageLocale(params))
}

export default async function MissionNavigationPage({ params }: Props) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  const [t, tc, product] = await Promise.all([
    getTranslations({ locale, namespace: 'solutions.einsatznavigation' }),
    getTranslations({ locale, namespace: 'solutions.common' }),
    pageImage('einsatznavigation.product', locale, 'card'),
  ])

  return (
    <>
      <SolutionHero slug="einsatznavigation" locale={locale} />
      <section className={`container ${styles.section}`} aria-labelledby="intro">
        <div className={styles.split}>
          <div className={styles.prose}>
            <h2 id="intro" className={styles.sectionTitle}>
              {t('introTitle')}
            </h2>
            <p>{t('p1')}</p>
            <p>{t('p2')}</p>
            <p>{t('p3')}</p>
            <div className={styles.actions}>
              <Button blue arrow href={paths.contact} locale={locale}>
                {tc('contact')}
              </Button>
            </div>
          </div>
          <figure className={styles.figure}>
            <ServerImage
              src={product.url ?? '/placeholder.svg'}
              alt={product.url ? product.alt : ''}
              fill
              sizes="(max-width: 900px) 100vw, 460px"
              className={styles.cover}
            />
          </figure>
        </div>
      </section>
      {/* Spec: the mission-navigation dropdown starts closed. */}
      <DownloadsDropdown
        locale={locale}
        list="einsatznavigation"
        title={t('downloadsTitle')}
        intro={t('downloadsIntro')}
      />
      <ProjectList locale={locale} category={SOLUTION_PROJECT_CATEGORY.einsatznavigation} />
      <SolutionCards
        locale={locale}
        slugs={['wachen-und-elw', 'sprach-und-datenfunk', 'digitale-alarmierung']}
        headline={t('cardsTitle')}
      />
      <ProjectRequest locale={locale} />
    </>
  )
}
