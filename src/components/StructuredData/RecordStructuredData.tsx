import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { jobSections } from '@/data/careers'
import { getCompany, type Company } from '@/data/company'
import type { EventView } from '@/data/events'
import type { JobView } from '@/data/jobs'
import { loadOrNull } from '@/data/load'
import type { NewsView } from '@/data/news'
import { SOLUTION_PROJECT_CATEGORY, summaryText } from '@/data/projectView'
import type { ProjectView } from '@/data/projects'
import { paths, type Solution } from '@/lib/paths'
import { breadcrumbList } from './breadcrumbs'
import { creativeWork } from './creativeWork'
import { eventJsonLd } from './event'
import { jobPosting } from './jobPosting'
import { JsonLd, type JsonLdObject } from './JsonLd'
import { newsArticle } from './newsArticle'
import { recordTrail } from './pageTrail'

/** Each kind of record with a detail page, and the view its loader returns. */
export type DetailViews = { news: NewsView; events: EventView; jobs: JobView; projects: ProjectView }
export type DetailKind = keyof DetailViews

/** A record on its detail page, as its kind's loader returned it (published, or the draft in preview). */
export type DetailRecord = { [K in DetailKind]: { kind: K; view: DetailViews[K] } }[DetailKind]

const DESCRIPTION_MAX = 500

type Translate = Awaited<ReturnType<typeof getTranslations<never>>>

function recordBlocks(record: DetailRecord, company: Company, locale: Locale, t: Translate): JsonLdObject[] {
  const trail = (list: string | null, name: string, path: string) =>
    breadcrumbList(recordTrail(list, { name, path }, t), locale)
  if (record.kind === 'news') {
    const item = record.view
    const description = summaryText(item.shortbodyhtml, DESCRIPTION_MAX)
    return [
      newsArticle(item, item.dates, company, locale, description),
      trail(paths.news, item.title, paths.newsDetail(item.id, item.url)),
    ]
  }
  if (record.kind === 'events') {
    const event = record.view
    const block = eventJsonLd(
      event,
      event.facts,
      company,
      locale,
      summaryText(event.bodyhtml, DESCRIPTION_MAX),
    )
    return [
      ...(block ? [block] : []),
      trail(paths.events, event.title, paths.eventDetail(event.id, event.url)),
    ]
  }
  if (record.kind === 'jobs') {
    const job = record.view
    const descriptionHtml = jobSections(job)
      .map(({ key, html }) => `<h2>${t(`careers.detail.${key}`)}</h2>${html}`)
      .join('')
    return [
      jobPosting({ job, facts: job.facts, company, locale, descriptionHtml, published: job.dates.createdAt }),
      trail(paths.career, job.name, paths.jobDetail(job.id, job.url)),
    ]
  }
  const project = record.view
  const solution = (
    Object.keys(SOLUTION_PROJECT_CATEGORY) as (keyof typeof SOLUTION_PROJECT_CATEGORY)[]
  ).find((slug) => SOLUTION_PROJECT_CATEGORY[slug] === project.projectcategoryid) as Solution | undefined
  const about = solution ? t(`menu.items.${solution}`) : t('menu.solutions')
  const description = summaryText(project.bodyhtml || project.projectcontenthtml, DESCRIPTION_MAX)
  return [
    creativeWork(project, company, locale, { about, description }),
    trail(null, project.title, paths.projectDetail(project.id, project.url)),
  ]
}

/**
 * The JSON-LD of a record's page: the record as its schema.org type and the trail to it, built from the record
 * the page shows (so an editor's preview shows the draft here too). Failures leave the page without it.
 */
export async function RecordStructuredData({ locale, record }: { locale: Locale; record: DetailRecord }) {
  const blocks =
    (await loadOrNull('structured data', async () => {
      const [t, company] = await Promise.all([getTranslations({ locale }), getCompany(locale)])
      return recordBlocks(record, company, locale, t as unknown as Translate)
    })) ?? []
  return blocks.map((block) => <JsonLd key={String(block['@type'])} data={block} />)
}
