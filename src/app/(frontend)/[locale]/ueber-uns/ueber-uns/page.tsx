import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { STAGGER } from '@/lib/constants'
import { paths } from '@/lib/paths'
import { AboutHero } from '@/components/About/AboutHero'
import { aboutMetadata, foundingText, listOf } from '@/components/About/aboutPage'
import { BulletList } from '@/components/About/BulletList'
import { Cta } from '@/components/About/Cta'
import { InfoCard } from '@/components/About/InfoCard'
import { Button } from '@/components/Button/Button'
import styles from '@/styles/aboutPage.module.css'
import { pageLocale } from '@/i18n/pageLocale'

/** The five text sections, each with its bullet list. */
const SECTIONS = ['who', 'what', 'how', 'stand', 'growth'] as const
/** The six markets of spec §2 About. */
const PORTFOLIO = ['emergency', 'utilities', 'maritime', 'transport', 'industry', 'airport'] as const
const CLOSING = ['expect', 'promise'] as const

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/ueber-uns/ueber-uns'>): Promise<Metadata> {
  return aboutMetadata('ueber-uns', await pageLocale(params))
}

export default async function AboutUsPage({ params }: PageProps<'/[locale]/ueber-uns/ueber-uns'>) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'about' })
  const founded = { founded: foundingText(locale) }

  return (
    <>
      <AboutHero page="ueber-uns" locale={locale} />
      <div className={`container ${styles.section}`}>
        {SECTIONS.map((key) => (
          <section key={key} className={`${styles.block} ${styles.split}`} aria-labelledby={`about-${key}`}>
            <div>
              <h2 id={`about-${key}`}>{t(`about.${key}.headline`)}</h2>
              <p>{t(`about.${key}.text`)}</p>
            </div>
            <BulletList items={listOf(t, `about.${key}.items`, founded)} />
          </section>
        ))}
        <div className={styles.buttons}>
          <Button href={paths.history} locale={locale} arrow>
            {t('common.toHistory')}
          </Button>
          <Button href={paths.about('niederlassungen')} locale={locale} blue arrow>
            {t('common.toLocations')}
          </Button>
        </div>
      </div>
      <section className={styles.surface} aria-labelledby="about-portfolio">
        <div className="container">
          <h2 id="about-portfolio">{t('about.portfolio.headline')}</h2>
          <p className={styles.prose}>{t('about.portfolio.intro')}</p>
          <ul className={styles.grid} data-testid="portfolio-cards">
            {PORTFOLIO.map((key, index) => (
              <li key={key}>
                <InfoCard
                  title={t(`about.portfolio.${key}.title`)}
                  text={t(`about.portfolio.${key}.text`)}
                  locale={locale}
                  index={index}
                  stepS={STAGGER.newsListS}
                />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className={`container ${styles.section}`} aria-labelledby="about-closing">
        <h2 id="about-closing">{t('about.closing.headline')}</h2>
        <div className={styles.split}>
          {CLOSING.map((key) => (
            <div key={key}>
              <h3 className={styles.listTitle}>{t(`about.closing.${key}.title`)}</h3>
              <BulletList items={listOf(t, `about.closing.${key}.items`)} />
            </div>
          ))}
        </div>
      </section>
      <Cta headline={t('values.cta.headline')}>
        <Button href={paths.about('team')} locale={locale} arrow>
          {t('common.toTeam')}
        </Button>
        <Button href={paths.about('unsere-werte')} locale={locale} arrow>
          {t('common.toValues')}
        </Button>
        <Button href={paths.contact} locale={locale} arrow>
          {t('common.toContact')}
        </Button>
      </Cta>
    </>
  )
}
