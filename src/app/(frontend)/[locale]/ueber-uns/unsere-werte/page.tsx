import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { getCompany } from '@/data/company'
import { pageImage, type PageImagePath } from '@/data/pageImages'
import { STAGGER } from '@/lib/constants'
import { paths, type Solution } from '@/lib/paths'
import { AboutHero } from '@/components/About/AboutHero'
import { aboutMetadata, foundingText } from '@/components/About/aboutPage'
import { Cta } from '@/components/About/Cta'
import { InfoCard } from '@/components/About/InfoCard'
import { VideoSlot } from '@/components/About/VideoSlot'
import { Button } from '@/components/Button/Button'
import styles from '@/styles/aboutPage.module.css'
import { pageLocale } from '@/i18n/pageLocale'

const PRINCIPLES = ['reliability', 'reachable', 'honest', 'sustaining'] as const

/** The six solution cards of spec §2 Values; repairs appear twice, as radio repairs and control-centre service. */
const SOLUTION_CARDS = [
  { key: 'alerting', solution: 'digitale-alarmierung', image: 'digitaleAlarmierung.hero' },
  { key: 'stations', solution: 'wachen-und-elw', image: 'wachenUndElw.hero' },
  { key: 'controlSystems', solution: 'leitsysteme', image: 'leitsysteme.hero' },
  { key: 'radioRepairs', solution: 'reparaturen', image: 'reparaturen.hero' },
  { key: 'controlRoomService', solution: 'reparaturen', image: 'reparaturen.image' },
  { key: 'radio', solution: 'sprach-und-datenfunk', image: 'sprachUndDatenfunk.hero' },
] as const satisfies readonly { key: string; solution: Solution; image: PageImagePath }[]

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/ueber-uns/unsere-werte'>): Promise<Metadata> {
  return aboutMetadata('unsere-werte', await pageLocale(params))
}

export default async function ValuesPage({ params }: PageProps<'/[locale]/ueber-uns/unsere-werte'>) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  const [t, company, poster, ...cardImages] = await Promise.all([
    getTranslations({ locale, namespace: 'about' }),
    getCompany(locale),
    pageImage('unsereWerte.filmPoster', locale),
    ...SOLUTION_CARDS.map((card) => pageImage(card.image, locale, 'card')),
  ])

  return (
    <>
      <AboutHero page="unsere-werte" locale={locale} />
      <section className={`container ${styles.section}`} aria-labelledby="values-headline">
        <div className={styles.prose}>
          <h2 id="values-headline">{t('values.headline')}</h2>
          <p className={styles.lead}>{t('values.intro', { founded: foundingText(locale) })}</p>
        </div>
        <VideoSlot
          label={t('values.video.label')}
          videoId={company.filmVideoId ?? null}
          poster={poster.url}
          posterAlt={poster.alt}
          texts={{
            title: t('values.video.title'),
            play: t('values.video.play'),
            note: t('values.video.note'),
            noteLoaded: t('values.video.noteLoaded'),
            unavailable: t('values.video.unavailable'),
          }}
        />
      </section>
      <section className={`container ${styles.section}`} aria-labelledby="values-principles">
        <h2 id="values-principles">{t('values.principles.headline')}</h2>
        <div className={styles.values}>
          {PRINCIPLES.map((key) => (
            <div key={key}>
              <h3>{t(`values.principles.${key}.title`)}</h3>
              <p>{t(`values.principles.${key}.text`)}</p>
            </div>
          ))}
        </div>
      </section>
      <section className={styles.surface} aria-labelledby="values-solutions">
        <div className="container">
          <h2 id="values-solutions">{t('values.solutions.headline')}</h2>
          <p className={styles.prose}>{t('values.solutions.intro')}</p>
          <ul className={styles.grid} data-testid="solution-cards">
            {SOLUTION_CARDS.map((card, index) => (
              <li key={card.key}>
                <InfoCard
                  title={t(`values.solutions.${card.key}.title`)}
                  text={t(`values.solutions.${card.key}.text`)}
                  image={cardImages[index].url}
                  href={paths.solution(card.solution)}
                  linkLabel={t('common.readMore')}
                  locale={locale}
                  index={index}
                  stepS={STAGGER.newsListS}
                />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <Cta headline={t('values.cta.headline')} text={t('values.cta.text')}>
        <Button href={paths.about('partner')} locale={locale} arrow>
          {t('common.toPartner')}
        </Button>
        <Button href={paths.about('team')} locale={locale} arrow>
          {t('common.toTeam')}
        </Button>
        <Button href={paths.contact} locale={locale} arrow>
          {t('common.toContact')}
        </Button>
      </Cta>
    </>
  )
}
