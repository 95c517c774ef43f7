import type { Metadata } from 'next'
import { ServerImage } from '@/components/ServerImage/ServerImage'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { getCompany } from '@/data/company'
import { download } from '@/data/documents'
import { loadOrNull } from '@/data/load'
import { pageImage } from '@/data/pageImages'
import { telHref } from '@/lib/format'
import { paths } from '@/lib/paths'
import { Button } from '@/components/Button/Button'
import { SolutionCards } from '@/components/Solutions/SolutionCards'
import { SolutionHero } from '@/components/Solutions/SolutionHero'
import { solutionMetadata } from '@/components/Solutions/solutionMetadata'
import styles from '@/components/Solutions/Solutions.module.css'
import { pageLocale } from '@/i18n/pageLocale'

type Props = PageProps<'/[locale]/loesungen/reparaturen'>

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return solutionMetadata('reparaturen', await pageLocale(params))
}

export default async function RepairsPage({ params }: Props) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  const [t, tc, company, image, form] = await Promise.all([
    getTranslations({ locale, namespace: 'solutions.reparaturen' }),
    getTranslations({ locale, namespace: 'solutions.common' }),
    getCompany(locale),
    pageImage('reparaturen.image', locale, 'card'),
    loadOrNull('repair order form', () => download('reparaturen', locale)),
  ])

  return (
    <>
      <SolutionHero slug="reparaturen" locale={locale} />
      <section className={`container ${styles.section}`} aria-labelledby="intro">
        <div className={styles.split}>
          <div className={styles.prose}>
            <h2 id="intro" className={styles.sectionTitle}>
              {t('introTitle')}
            </h2>
            <p>{t('p1')}</p>
            <p>{t('p2')}</p>
            <div className={styles.actions}>
              <Button yellow arrow href={paths.contact} locale={locale}>
                {tc('contact')}
              </Button>
              <Button blue href={telHref(company.phone)}>
                {t('call')}
                <span className="visually-hidden"> {company.phone}</span>
              </Button>
            </div>
          </div>
          <figure className={styles.figure}>
            <ServerImage
              src={image.url ?? '/placeholder.svg'}
              alt={image.url ? image.alt : ''}
              fill
              sizes="(max-width: 900px) 100vw, 460px"
              className={styles.cover}
            />
          </figure>
        </div>
      </section>
      {form && (
        <section className={`container ${styles.section}`} aria-labelledby="repair-form">
          <div className={styles.box} data-testid="repair-form">
            <h2 id="repair-form" className={styles.boxTitle}>
              {t('formTitle')}
            </h2>
            <p>{t('formText')}</p>
            <Button pdf href={form.href} newTab notUpper>
              {form.title}
            </Button>
          </div>
        </section>
      )}
      <SolutionCards
        locale={locale}
        slugs={['sprach-und-datenfunk', 'digitale-alarmierung', 'it']}
        headline={t('cardsTitle')}
      />
    </>
  )
}
