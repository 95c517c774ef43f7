import type { Metadata } from 'next'
import { ServerImage } from '@/components/ServerImage/ServerImage'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { getCompany } from '@/data/company'
import { solutionImage } from '@/data/pageImages'
import { listTeam } from '@/data/people'
import { getHomeSettings } from '@/data/site'
import { COUNTER_START, COUNTS, STAGGER } from '@/lib/constants'
import { elapsedSince } from '@/lib/counter'
import { visibleSolutions } from '@/lib/home'
import { paths, type Solution } from '@/lib/paths'
import { pageMetadata } from '@/lib/seo'
import { staggerStyle } from '@/lib/stagger'
import { Button } from '@/components/Button/Button'
import { SliderHero } from '@/components/Hero/SliderHero'
import { LiveCounter } from '@/components/Home/LiveCounter'
import { WaveGraphic } from '@/components/Home/WaveGraphic'
import { LocaleLink } from '@/components/LocaleLink/LocaleLink'
import { TeamGrid } from '@/components/Team/TeamGrid'
import styles from './home.module.css'
import { pageLocale } from '@/i18n/pageLocale'
import { WebSiteStructuredData } from '@/components/StructuredData/SiteStructuredData'

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'home' })
  const home = await getHomeSettings(locale)
  return pageMetadata({
    locale,
    path: paths.home,
    title: t('metaTitle'),
    description: t('metaDescription'),
    image: home.slides[0]?.image,
  })
}

const WAVE_POINT_KEYS = ['1', '2', '3', '4', '5', '6', '7'] as const

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  const [t, tMenu, home, company, team] = await Promise.all([
    getTranslations({ locale, namespace: 'home' }),
    getTranslations({ locale, namespace: 'menu.items' }),
    getHomeSettings(locale),
    getCompany(locale),
    listTeam(locale),
  ])
  const solutions = visibleSolutions(home)
  const solutionImages = await Promise.all(solutions.map((slug) => solutionImage(slug, locale, 'card')))
  const homeTeam = team.filter((member) => member.onHome).slice(0, COUNTS.homeTeamMembers)

  return (
    <>
      <WebSiteStructuredData locale={locale} />
      <SliderHero headline={t('defaultHeadline')} slides={home.slides.slice(0, COUNTS.homeSlides)} />

      <section className={`container ${styles.intro}`} aria-labelledby="home-intro">
        <h2 id="home-intro">{t('introHeadline')}</h2>
        <p>{t('intro', { company: company.name })}</p>
      </section>

      <section className={styles.counterBand} aria-labelledby="home-counter">
        <div className="container">
          <h2 id="home-counter">{t('counter.headline')}</h2>
          <p>{t('counter.text')}</p>
          <LiveCounter
            locale={locale}
            initial={elapsedSince(new Date(COUNTER_START), new Date())}
            labels={{ seconds: t('counter.seconds'), days: t('counter.days'), years: t('counter.years') }}
          />
        </div>
      </section>

      <section className="container" aria-labelledby="home-wave">
        <h2 id="home-wave">{t('wave.headline')}</h2>
        <p>{t('wave.subline')}</p>
        <WaveGraphic
          contact={
            <Button href={paths.contact} locale={locale} small arrow>
              {t('wave.contact')}
            </Button>
          }
          points={WAVE_POINT_KEYS.map((key) => ({
            title: t(`wave.points.${key}.title`),
            text: t(`wave.points.${key}.text`),
          }))}
        />
      </section>

      {solutions.length > 0 && (
        <section className={styles.solutionsBand} aria-labelledby="home-solutions">
          <div className="container">
            <h2 id="home-solutions">{t('solutions.headline')}</h2>
            <p>{t('solutions.subline')}</p>
            <ul className={styles.solutions} data-testid="home-solutions">
              {solutions.map((slug: Solution, index) => (
                <li
                  key={slug}
                  className={`${styles.solution} stagger-item`}
                  style={staggerStyle(index, STAGGER.projectPreviewS)}
                  data-solution={slug}
                >
                  {solutionImages[index].url && (
                    <div className={styles.solutionMedia}>
                      <ServerImage
                        src={solutionImages[index].url}
                        alt=""
                        fill
                        sizes="(max-width: 900px) 100vw, 360px"
                        className={styles.cover}
                      />
                    </div>
                  )}
                  <div className={styles.solutionBody}>
                    <h3>
                      <LocaleLink locale={locale} href={paths.solution(slug)} className={styles.solutionLink}>
                        {tMenu(slug)}
                      </LocaleLink>
                    </h3>
                    <p>{t(`solutions.texts.${slug}`)}</p>
                    <span className={styles.more} aria-hidden>
                      {t('solutions.more')} →
                    </span>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      <section className="container" aria-labelledby="home-team">
        <h2 id="home-team">{t('team.headline')}</h2>
        <p>{t('team.subline')}</p>
        <TeamGrid members={homeTeam} />
        <p className={styles.actions}>
          <Button href={paths.about('unsere-werte')} locale={locale} arrow>
            {t('actions.values')}
          </Button>
          <Button href={paths.news} locale={locale} blue arrow>
            {t('actions.news')}
          </Button>
        </p>
      </section>
    </>
  )
}
