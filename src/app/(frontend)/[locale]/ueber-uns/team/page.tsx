import type { Metadata } from 'next'
import { ServerImage } from '@/components/ServerImage/ServerImage'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { loadOrNull } from '@/data/load'
import { pageImage } from '@/data/pageImages'
import { listTeam } from '@/data/people'
import { COUNTS } from '@/lib/constants'
import { paths } from '@/lib/paths'
import { AboutHero } from '@/components/About/AboutHero'
import { aboutMetadata } from '@/components/About/aboutPage'
import { TeamGrid } from '@/components/Team/TeamGrid'
import { Button } from '@/components/Button/Button'
import { ListStates } from '@/components/ListStates/ListStates'
import styles from '@/styles/aboutPage.module.css'
import { pageLocale } from '@/i18n/pageLocale'

export async function generateMetadata({ params }: PageProps<'/[locale]/ueber-uns/team'>): Promise<Metadata> {
  return aboutMetadata('team', await pageLocale(params))
}

export default async function TeamPage({ params }: PageProps<'/[locale]/ueber-uns/team'>) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  const [t, team, group] = await Promise.all([
    getTranslations({ locale, namespace: 'about' }),
    loadOrNull('team', () => listTeam(locale)),
    pageImage('team.group', locale),
  ])

  return (
    <>
      <AboutHero page="team" locale={locale} />
      <section className={`container ${styles.section}`} aria-labelledby="team-headline">
        <div className={styles.prose}>
          <h2 id="team-headline">{t('team.headline')}</h2>
          <p className={styles.lead}>{t('team.subline')}</p>
        </div>
        <ListStates items={team} errorText={t('team.error')} emptyText={t('team.empty')}>
          {(team) => <TeamGrid members={team.slice(0, COUNTS.teamPageMembers)} />}
        </ListStates>
      </section>
      <section className={`container ${styles.section} ${styles.ctaSection}`} aria-labelledby="team-group">
        <div className={styles.split}>
          <div>
            <h2 id="team-group">{t('team.groupHeadline')}</h2>
            <p>{t('team.groupText')}</p>
            <div className={styles.buttons}>
              <Button href={paths.about('unsere-werte')} locale={locale} arrow>
                {t('common.toValues')}
              </Button>
              <Button href={paths.news} locale={locale} blue arrow>
                {t('common.toNews')}
              </Button>
            </div>
          </div>
          <figure className={styles.figure} data-testid="team-group-photo">
            <div className={`${styles.figureImage} ${styles.wide}`}>
              {group.url && (
                <ServerImage
                  src={group.url}
                  alt={group.alt}
                  fill
                  sizes="(max-width: 900px) 100vw, 525px"
                  className={styles.cover}
                />
              )}
            </div>
          </figure>
        </div>
      </section>
    </>
  )
}
