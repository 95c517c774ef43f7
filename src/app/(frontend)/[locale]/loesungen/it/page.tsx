import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { paths } from '@/lib/paths'
import { Button } from '@/components/Button/Button'
import { SolutionCards } from '@/components/Solutions/SolutionCards'
import { SolutionHero } from '@/components/Solutions/SolutionHero'
import { solutionMetadata } from '@/components/Solutions/solutionMetadata'
import styles from '@/components/Solutions/Solutions.module.css'
import { pageLocale } from '@/i18n/pageLocale'

type Props = PageProps<'/[locale]/loesungen/it'>

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return solutionMetadata('it', await pageLocale(params))
}

export default async function ItPage({ params }: Props) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  const [t, tc] = await Promise.all([
    getTranslations({ locale, namespace: 'solutions.it' }),
    getTranslations({ locale, namespace: 'solutions.common' }),
  ])

  return (
    <>
      <SolutionHero slug="it" locale={locale} />
      <section className={`container ${styles.section}`} aria-labelledby="intro">
        <div className={styles.prose}>
          <h2 id="intro" className={styles.sectionTitle}>
            {t('introTitle')}
          </h2>
          <p>{t('p1')}</p>
          <p>{t('p2')}</p>
          <p>{t('p3')}</p>
          <p>{t('p4')}</p>
          <div className={styles.actions}>
            <Button yellow arrow href={paths.contact} locale={locale}>
              {tc('contact')}
            </Button>
          </div>
        </div>
      </section>
      <SolutionCards
        locale={locale}
        slugs={['leitsysteme', 'wachen-und-elw', 'sprach-und-datenfunk']}
        headline={t('cardsTitle')}
      />
    </>
  )
}
