import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { jobSections } from '@/data/careers'
import { getCompany } from '@/data/company'
import { getEvent } from '@/data/events'
import { getJob } from '@/data/jobs'
import { loadOrNull } from '@/data/load'
import { getNews } from '@/data/news'
import { SOLUTION_PROJECT_CATEGORY, summaryText } from '@/data/projectView'
import { getProject } from '@/data/projects'
import { getEventFacts, getJobFacts, getRecordDates } from '@/data/structuredFacts'
import { paths, type Solution } from '@/lib/paths'
import { parseRecordId } from '@/lib/route-params'
import { breadcrumbList } from './breadcrumbs'
import { creativeWork } from './creativeWork'
import { eventJsonLd } from './event'
import { jobPosting } from './jobPosting'
import { JsonLd, type JsonLdObject } from './JsonLd'
import { newsArticle } from './newsArticle'
import { pageTrail, recordTrail } from './pageTrail'

const DETAIL = /^\/(aktuelles\/news|aktuelles\/termine|karriere|projekte)\/(\d+)\/[^/]+$/
const DESCRIPTION_MAX = 500

type Translate = Awaited<ReturnType<typeof getTranslations<never>>>

/** The blocks of a record's page: its own type and the trail to it; none for a record the public cannot see. */
async function recordBlocks(kind: string, id: number, locale: Locale, t: Translate): Promise<JsonLdObject[]> {
  const company = await getCompany(locale)
  const trail = (list: string | null, name: string, path: string) =>
    breadcrumbList(recordTrail(list, { name, path }, t), locale)
  if (kind === 'aktuelles/news') {
    const [item, dates] = await Promise.all([getNews(id, locale), getRecordDates('news', id)])
    if (!item || !dates) return []
    const description = summaryText(item.shortbodyhtml, DESCRIPTION_MAX)
    return [
      newsArticle(item, dates, company, locale, description),
      trail(paths.news, item.title, paths.newsDetail(item.id, item.url)),
    ]
  }
  if (kind === 'aktuelles/termine') {
    const [event, facts] = await Promise.all([getEvent(id, locale), getEventFacts(id, locale)])
    if (!event || !facts) return []
    const block = eventJsonLd(event, facts, company, locale, summaryText(event.bodyhtml, DESCRIPTION_MAX))
    return [
      ...(block ? [block] : []),
      trail(paths.events, event.title, paths.eventDetail(event.id, event.url)),
    ]
  }
  if (kind === 'karriere') {
    const [job, facts, dates] = await Promise.all([
      getJob(id, locale),
      getJobFacts(id),
      getRecordDates('jobs', id),
    ])
    if (!job || !facts || !dates) return []
    const descriptionHtml = jobSections(job)
      .map(({ key, html }) => `<h2>${t(`careers.detail.${key}`)}</h2>${html}`)
      .join('')
    return [
      jobPosting({ job, facts, company, locale, descriptionHtml, published: dates.createdAt }),
      trail(paths.career, job.name, paths.jobDetail(job.id, job.url)),
    ]
  }
  const project = await getProject(id, locale)
  if (!project) return []
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

async function routeBlocks(path: string, locale: Locale): Promise<JsonLdObject[]> {
  const t = (await getTranslations({ locale })) as unknown as Translate
  const detail = DETAIL.exec(path)
  if (!detail) {
    const trail = pageTrail(path, t)
    return trail ? [breadcrumbList(trail, locale)] : []
  }
  const id = parseRecordId(detail[2])
  return id === null ? [] : recordBlocks(detail[1], id, locale, t)
}

/**
 * The JSON-LD of a page below the home page, by its path: the breadcrumb trail, and on a record's page the
 * record as its schema.org type. Unknown paths get none. Failures leave the page without it, never broken.
 */
export async function RouteStructuredData({ locale, path }: { locale: Locale; path: string }) {
  const blocks = (await loadOrNull('structured data', () => routeBlocks(path, locale))) ?? []
  return blocks.map((block) => <JsonLd key={String(block['@type'])} data={block} />)
}
