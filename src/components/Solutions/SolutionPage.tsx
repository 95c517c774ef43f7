import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { download } from '@/data/documents'
import { loadOrNull } from '@/data/load'
import { SOLUTION_PROJECT_CATEGORY } from '@/data/projectView'
import type { Solution } from '@/lib/paths'
import { ProjectList } from '@/components/Projects/ProjectList'
import { DownloadsDropdown } from './DownloadsDropdown'
import { ProjectRequest } from './ProjectRequest'
import { SolutionCards } from './SolutionCards'
import { DownloadBox } from './DownloadBox'
import { SolutionHero } from './SolutionHero'
import { SolutionIntro } from './SolutionIntro'
import { SOLUTION_CONTENT, type SolutionContent } from './solutionContent'
import styles from './Solutions.module.css'

async function OrderForm({
  name,
  locale,
  t,
}: {
  name: NonNullable<SolutionContent['orderForm']>
  locale: Locale
  t: (key: string) => string
}) {
  const form = await loadOrNull(`download ${name}`, () => download(name, locale))
  if (!form) return null
  return (
    <section className={`container ${styles.section}`} aria-labelledby="repair-form">
      <DownloadBox
        as="div"
        className={styles.box}
        headingId="repair-form"
        testId="repair-form"
        title={t('formTitle')}
        text={t('formText')}
        file={form}
      />
    </section>
  )
}

/** A solution page (spec §2 "Lösungen"): one template, fed by the page's content (solutionContent.ts). */
export async function SolutionPage({ slug, locale }: { slug: Solution; locale: Locale }) {
  const content: SolutionContent = SOLUTION_CONTENT[slug]
  const t = (await getTranslations({ locale, namespace: `solutions.${slug}` })) as unknown as (
    key: string,
  ) => string
  const category =
    slug in SOLUTION_PROJECT_CATEGORY
      ? SOLUTION_PROJECT_CATEGORY[slug as keyof typeof SOLUTION_PROJECT_CATEGORY]
      : null
  return (
    <>
      <SolutionHero slug={slug} locale={locale} video={content.heroVideo} />
      <SolutionIntro locale={locale} intro={content.intro} t={t} />
      {content.orderForm && <OrderForm name={content.orderForm} locale={locale} t={t} />}
      {content.downloads && (
        <DownloadsDropdown
          locale={locale}
          list={content.downloads.list}
          title={t('downloadsTitle')}
          intro={t('downloadsIntro')}
          autoOpen={content.downloads.autoOpen}
        />
      )}
      {category !== null && <ProjectList locale={locale} category={category} />}
      {content.cards && (
        <SolutionCards locale={locale} slugs={[...content.cards]} headline={t('cardsTitle')} />
      )}
      {content.projectRequest && <ProjectRequest locale={locale} />}
    </>
  )
}
