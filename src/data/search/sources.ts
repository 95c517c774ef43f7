import { defaultLocale } from '@/i18n/routing'
import { PDF_TEXT_LIMITS } from '@/lib/constants'
import type { CacheTag } from '@/lib/revalidate'
import { paths } from '@/lib/paths'
import type { SearchDocument, SearchKind } from '@/lib/search/engine'
import { noteChanged } from '@/lib/search/freshness'
import { stripTags } from '../html'
import { listEvents } from '../events'
import { listHistory } from '../history'
import { listJobLocations, listJobs, locationName } from '../jobs'
import { uploadUrl } from '../media'
import { listNews } from '../news'
import { listOffices } from '../offices'
import { findAll } from '../payload'
import { listAssociations, listPartners, listTeam } from '../people'
import { listProjects } from '../projects'
import type { Locale } from '../types'
import { documentTexts } from './documentText'
import { staticPageDocuments } from './pages'

/**
 * One kind of findable thing: where its documents come from, and the cache tags whose change makes them stale
 * (src/lib/revalidate.ts). Each source's documents have ids starting with `prefix`, so one source is replaced
 * in the index without touching the others.
 */
export type SearchSource = {
  prefix: string
  tags: readonly CacheTag[]
  load(locale: Locale): Promise<SearchDocument[]>
}

/** Headings of rich text (`<h2>`…`<h6>`), one per line. */
function htmlHeadings(html: string): string {
  return [...html.matchAll(/<h[1-6][^>]*>([\s\S]*?)<\/h[1-6]>/g)].map((match) => stripTags(match[1])).join('\n')
}

type RecordText = { id: number; kind: SearchKind; href: string; title: string; headings?: string[]; html: string[] }

function recordDocument(prefix: string, { id, kind, href, title, headings = [], html }: RecordText): SearchDocument {
  const joined = html.join('\n')
  return {
    id: `${prefix}${id}`,
    kind,
    href,
    title,
    headings: [...headings.filter(Boolean), htmlHeadings(joined)].join('\n').trim(),
    body: stripTags(joined.replace(/<h[1-6][^>]*>[\s\S]*?<\/h[1-6]>/g, ' ')),
    germanStandIn: false,
  }
}

const names = (list: { name: string }[]) => list.map((entry) => entry.name).join(', ')

export const SEARCH_SOURCES: readonly SearchSource[] = [
  {
    prefix: 'page:',
    tags: ['team-members', 'partners', 'associations'],
    // The pages that list people and logos are found by those names too.
    load: async (locale) => {
      const [team, partners, associations] = await Promise.all([
        listTeam(locale),
        listPartners(locale),
        listAssociations(locale),
      ])
      return staticPageDocuments(locale, {
        [paths.about('team')]: team.map((member) => `${member.name}, ${member.position}`).join('\n'),
        [paths.about('partner')]: names(partners),
        [paths.about('verbaende')]: names(associations),
      })
    },
  },
  {
    prefix: 'news:',
    tags: ['news'],
    load: async (locale) =>
      (await listNews(locale)).map((item) =>
        recordDocument('news:', {
          id: item.id,
          kind: 'news',
          href: paths.newsDetail(item.id, item.url),
          title: item.title,
          headings: [item.subline],
          html: [item.shortbodyhtml, item.bodyhtml],
        }),
      ),
  },
  {
    prefix: 'event:',
    tags: ['events'],
    load: async (locale) =>
      (await listEvents(locale)).map((event) =>
        recordDocument('event:', {
          id: event.id,
          kind: 'event',
          href: paths.eventDetail(event.id, event.url),
          title: event.title,
          headings: [event.datetext],
          html: [event.bodyhtml],
        }),
      ),
  },
  {
    prefix: 'history:',
    tags: ['history'],
    load: async (locale) =>
      (await listHistory(locale)).map((entry) =>
        recordDocument('history:', {
          id: entry.id,
          kind: 'page',
          href: paths.history,
          title: entry.title,
          headings: [entry.date.slice(0, 4)],
          html: [entry.bodyhtml],
        }),
      ),
  },
  {
    prefix: 'job:',
    tags: ['jobs', 'job-locations'],
    load: async (locale) => {
      const [jobs, locations] = await Promise.all([listJobs(locale), listJobLocations(locale)])
      return jobs.map((job) =>
        recordDocument('job:', {
          id: job.id,
          kind: 'job',
          href: paths.jobDetail(job.id, job.url),
          title: job.name,
          headings: [locationName(locations, job.locationid)],
          html: [job.workhtml, job.profilhtml, job.benefitshtml, job.bodyhtml],
        }),
      )
    },
  },
  {
    prefix: 'project:',
    tags: ['projects'],
    load: async (locale) =>
      (await listProjects(locale)).map((project) =>
        recordDocument('project:', {
          id: project.id,
          kind: 'project',
          href: paths.projectDetail(project.id, project.url),
          title: project.title,
          headings: [project.projectclient, project.datetext],
          html: [project.projectcontenthtml, project.bodyhtml, project.involvedmembers, project.involvedpartners],
        }),
      ),
  },
  {
    prefix: 'office:',
    tags: ['offices'],
    load: async (locale) =>
      (await listOffices(locale)).map((office) => ({
        id: `office:${office.id}`,
        kind: 'page',
        href: paths.about('niederlassungen'),
        title: office.name,
        headings: [office.headline, office.city].filter(Boolean).join('\n'),
        body: [office.street, office.city, office.ansprechpartner, office.ansprechpartner_work, office.tel, office.mail]
          .filter(Boolean)
          .join(', '),
        germanStandIn: false,
      })),
  },
  {
    prefix: 'document:',
    tags: ['documents'],
    load: async (locale) => {
      const documents = await findAll('documents', { locale, sort: 'title', depth: 1 })
      // An English version is a document of its own, reached through the document it translates.
      const translations = new Set(
        documents.flatMap((doc) => (typeof doc.englishFile === 'object' && doc.englishFile ? [doc.englishFile.id] : [])),
      )
      const files = documents.flatMap((doc) => {
        const english = locale === 'de' || typeof doc.englishFile !== 'object' ? null : doc.englishFile
        const file = english?.url ? english : doc
        return file.url && !translations.has(doc.id) ? [{ doc, file, url: file.url }] : []
      })
      // A first reading waits for the files' text at most PDF_TEXT_LIMITS.readingBudgetMs; the documents are
      // read again once the rest is (src/data/search/documentText.ts).
      const texts = await documentTexts(
        files.map(({ file }) => file),
        PDF_TEXT_LIMITS.readingBudgetMs,
        () => noteChanged('documents'),
      )
      return files.map(({ doc, file, url }, i) => ({
        id: `document:${doc.id}`,
        kind: 'document' as const,
        href: uploadUrl(url),
        title: doc.title,
        headings: '',
        body: texts[i],
        // The German file's text found in another language is marked, as the file a visitor gets is German.
        germanStandIn: locale !== defaultLocale && file === doc && texts[i] !== '',
      }))
    },
  },
]
