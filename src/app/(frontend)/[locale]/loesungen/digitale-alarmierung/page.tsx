import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { SOLUTION_PROJECT_CATEGORY } from '@/data/projectView'
import { ProjectList } from '@/components/Projects/ProjectList'
import { ProjectRequest } from '@/components/Solutions/ProjectRequest'
import { SolutionCards } from '@/components/Solutions/SolutionCards'
import { SolutionHero } from '@/components/Solutions/SolutionHero'
import { solutionMetadata } from '@/components/Solutions/solutionMetadata'
import styles from '@/components/Solutions/Solutions.module.css'
import { pageLocale } from '@/i18n/pageLocale'

type Props = PageProps<'/[locale]/loesungen/digitale-alarmierung'>

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return solutionMetadata('digitale-alarmierung', await pageLocale(params))
}

export default async function DigitalAlertingPage({ params }: Props) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'solutions.digitale-alarmierung' })

  return (
    <>
      <SolutionHero slug="digitale-alarmierung" locale={locale} video="/videos/digitale-alarmierung.webm" />
      <section className={`container ${styles.section}`} aria-labelledby="intro">
        <h2 id="intro" className={styles.sectionTitle}>
          {t('introTitle')}
        </h2>
        <p className={`${styles.prose} ${styles.lead}`}>{t('intro')}</p>
        <ul className={styles.boxes} data-testid="info-boxes">
          {(['box1', 'box2'] as const).map((box) => (
            <li key={box} className={styles.box}>
              <h3 className={styles.boxTitle}>{t(`${box}.title`)}</h3>
              <p>{t(`${box}.text`)}</p>
              <ul className={styles.checks}>
                <li>{t(`${box}.point1`)}</li>
                <li>{t(`${box}.point2`)}</li>
                <li>{t(`${box}.point3`)}</li>
              </ul>
            </li>
          ))}
        </ul>
      </section>
      <ProjectList locale={locale} category={SOLUTION_PROJECT_CATEGORY['digitale-alarmierung']} />
      <SolutionCards
        locale={locale}
        slugs={['leitsysteme', 'wachen-und-elw', 'sprach-und-datenfunk']}
        headline={t('cardsTitle')}
      />
      <ProjectRequest locale={locale} />
    </>
  )
}
