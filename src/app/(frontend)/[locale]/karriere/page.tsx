import { Suspense } from 'react'
import type { Metadata } from 'next'
import { ServerImage } from '@/components/ServerImage/ServerImage'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { mailtoHref } from '@/data/careers'
import { getCompany } from '@/data/company'
import { awardImages, careerImpressions, pageImage } from '@/data/pageImages'
import { STAGGER, VACATION_DAYS } from '@/lib/constants'
import { telHref } from '@/lib/format'
import { paths } from '@/lib/paths'
import { pageMetadata } from '@/lib/seo'
import { staggerStyle } from '@/lib/stagger'
import { Button } from '@/components/Button/Button'
import { JobListings } from '@/components/Careers/JobListings'
import { Hero } from '@/components/Hero/Hero'
import { MailIcon, PhoneIcon } from '@/components/Icons/Icons'
import styles from '@/styles/careers.module.css'
import { pageLocale } from '@/i18n/pageLocale'
import { RouteStructuredData } from '@/components/StructuredData/RouteStructuredData'

type Props = PageProps<'/[locale]/karriere'>

// Jobs close at their end date without an edit: the cached page is rendered again at least once a minute.
export const revalidate = 60

const BENEFITS = ['vacation', 'contract', 'hours', 'training', 'mobility', 'team'] as const

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const [t, hero] = await Promise.all([
    getTranslations({ locale, namespace: 'careers.meta' }),
    pageImage('karriere.hero', locale),
  ])
  return pageMetadata({
    locale,
    path: paths.career,
    title: t('title'),
    description: t('description', { days: VACATION_DAYS }),
    image: hero.url,
  })
}

export default async function CareersPage({ params }: Props) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  const [t, common, company, hero, impressions, awards] = await Promise.all([
    getTranslations({ locale, namespace: 'careers' }),
    getTranslations({ locale }),
    getCompany(locale),
    pageImage('karriere.hero', locale),
    careerImpressions(locale, 'card'),
    awardImages(locale, 'card'),
  ])

  return (
    <>
      <RouteStructuredData locale={locale} path={paths.career} />
      <Hero headline={t('hero.headline')} subline={t('hero.subline')} image={hero.url} imageAlt={hero.alt} />

      <section className={`container ${styles.intro}`} aria-labelledby="careers-intro">
        <div className={styles.introText}>
          <h2 id="careers-intro" className={styles.title}>
            {t('intro.title')}
          </h2>
          <p>{t('intro.p1')}</p>
          <p>{t('intro.p2')}</p>
          <p>{t('intro.p3')}</p>
          <Button href="#job-listings" arrow>
            {t('intro.toJobs')}
          </Button>
        </div>
        <aside className={styles.benefits} aria-labelledby="careers-benefits">
          <h3 id="careers-benefits" className={styles.benefitsTitle}>
            {t('benefits.title')}
          </h3>
          <ul className={styles.benefitList}>
            {BENEFITS.map((key) => (
              <li key={key}>
                {key === 'vacation' ? t('benefits.vacation', { days: VACATION_DAYS }) : t(`benefits.${key}`)}
              </li>
            ))}
          </ul>
        </aside>
      </section>

      <section className={`container ${styles.section}`} aria-labelledby="careers-impressions">
        <h2 id="careers-impressions" className={styles.title}>
          {t('impressions.title')}
        </h2>
        <p className={styles.lead}>{t('impressions.text')}</p>
        <ul className={styles.gallery} data-testid="impressions">
          {impressions.map((image, index) => (
            <li key={index} className="stagger-item" style={staggerStyle(index, STAGGER.projectPreviewS)}>
              <figure className={styles.figure}>
                <div className={styles.impressionMedia}>
                  <ServerImage
                    src={image.url!}
                    alt=""
                    fill
                    loading="lazy"
                    sizes="(max-width: 599px) 50vw, (max-width: 899px) 50vw, 360px"
                    className={styles.cover}
                  />
                </div>
                <figcaption className={styles.caption}>{image.alt}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>

      <section className={`container ${styles.section} ${styles.awards}`} aria-labelledby="careers-awards">
        <div>
          <h2 id="careers-awards" className={styles.title}>
            {t('awards.title')}
          </h2>
          <p>{t('awards.text')}</p>
        </div>
        <ul className={styles.awardList}>
          {awards.map((image, index) => (
            <li key={index}>
              <figure className={styles.figure}>
                <ServerImage
                  src={image.url!}
                  alt=""
                  width={240}
                  height={320}
                  loading="lazy"
                  sizes="240px"
                  className={styles.award}
                />
                <figcaption className={styles.caption}>{image.alt}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>

      <section id="job-listings" className={`container ${styles.section}`} aria-labelledby="careers-jobs">
        <h2 id="careers-jobs" className={styles.title}>
          {t('jobs.title')}
        </h2>
        <p className={styles.lead}>{t('jobs.text')}</p>
        {/* The listings stream in after the rest of the page; until then the spec's loading text shows. */}
        <Suspense fallback={<p className={styles.state}>{common('fetch.jobs.loading')}</p>}>
          <JobListings locale={locale} />
        </Suspense>
      </section>

      <section className={styles.initiative} aria-labelledby="careers-initiative">
        <div className={`container ${styles.initiativeInner}`}>
          <div>
            <h2 id="careers-initiative" className={styles.title}>
              {t('initiative.title')}
            </h2>
            <p>{t('initiative.text')}</p>
          </div>
          <Button href={paths.speculativeApplication} locale={locale} blue arrow>
            {t('initiative.button')}
          </Button>
        </div>
      </section>

      <section className={`container ${styles.section} ${styles.contact}`} aria-labelledby="careers-contact">
        <h2 id="careers-contact" className={styles.title}>
          {t('contact.title')}
        </h2>
        <p className={styles.lead}>{t('contact.text')}</p>
        <ul className={styles.contactLinks}>
          <li>
            <PhoneIcon size={20} />
            <span className="visually-hidden">{t('contact.phone')}: </span>
            <a href={telHref(company.hrPhone)}>{company.hrPhone}</a>
          </li>
          <li>
            <MailIcon size={20} />
            <span className="visually-hidden">{t('contact.mail')}: </span>
            <a href={mailtoHref(company.hrEmail)}>{company.hrEmail}</a>
          </li>
        </ul>
        <div className={styles.buttons}>
          <Button href={paths.about('niederlassungen')} locale={locale} arrow>
            {t('contact.locations')}
          </Button>
          <Button href={paths.contact} locale={locale} blue arrow>
            {t('contact.contactPage')}
          </Button>
        </div>
      </section>
    </>
  )
}
