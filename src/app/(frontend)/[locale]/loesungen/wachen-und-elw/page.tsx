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
import { SolutionHero } from '@/components/Solutions/SolutionHero'
import { solutionMetadata } from '@/components/Solutions/solutionMetadata'
import styles from '@/components/Solutions/Solutions.module.css'
import { pageLocale } from '@/i18n/pageLocale'

type Props = PageProps<'/[locale]/loesungen/wachen-und-elw'>

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return solutionMetadata('wachen-und-elw', await pageLocale(params))
}

export default async function StationsPage({ params }: Props) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  const [t, tc, image] = await Promise.all([
    getTranslations({ locale, namespace: 'solutions.wachen-und-elw' }),
    getTranslations({ locale, namespace: 'solutions.common' }),
    pageImage('wachenUndElw.image', locale, 'card'),
  ])

  return (
    <>
      <SolutionHero slug="wachen-und-elw" locale={locale} />
      <section className={`container ${styles.section}`} aria-labelledby="intro">
        <div className={`${styles.split} ${styles.splitReverse}`}>
          <figure className={styles.figure}>
            <ServerImage
              src={image.url ?? '/placeholder.svg'}
              alt={image.url ? image.alt : ''}
              fill
              sizes="(max-width: 900px) 100vw, 460px"
              className={styles.cover}
            />
          </figure>
          <div className={styles.prose}>
            <h2 id="intro" className={styles.sectionTitle}>
              {t('introTitle')}
            </h2>
            <p>{t('p1')}</p>
            <p>{t('p2')}</p>
            <p>{t('p3')}</p>
            <p>{t('p4')}</p>
            <div className={styles.actions}>
              <Button blue arrow href={paths.contact} locale={locale}>
                {tc('contact')}
              </Button>
            </div>
          </div>
        </div>
      </section>
      <DownloadsDropdown
        locale={locale}
        list="wachenUndElw"
        title={t('downloadsTitle')}
        intro={t('downloadsIntro')}
        autoOpen
      />
      <ProjectList locale={locale} category={SOLUTION_PROJECT_CATEGORY['wachen-und-elw']} />
      <ProjectRequest locale={locale} />
    </>
  )
}
