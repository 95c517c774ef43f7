import { defaultLocale } from '@/i18n/routing'
import { messages } from '@/i18n/messages'
import { PDF_TEXT_LIMITS } from '@/lib/constants'
import type { CacheTag } from '@/lib/revalidate'
import { paths } from '@/lib/paths'
import type { SearchDocument, SearchKind, SearchSection } from '@/lib/search/engine'
import { noteChanged } from '@/lib/search/freshness'
import { htmlBlocks, htmlText } from '@/lib/search/htmlText'
import { jobSections } from '../careers'
import { getCompany } from '../company'
import { listEvents } from '../events'
import { listHistory } from '../history'
import { listJobLocations, listJobs, locationName } from '../jobs'
import { uploadUrl } from '../media'
import { listNews } from '../news'
import { listContactBlocks } from '../offices'
import { findAll } from '../payload'
import { listAssociations, listPartners, listTeam } from '../people'
import { listProjects } from '../projects'
import { getPopup } from '../site'
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
  /** `titlesOnly`: only the titles are needed (another language's, see loadSource), texts may be left out. */
  load(locale: Locale, options?: { titlesOnly?: boolean }): Promise<SearchDocument[]>
}

type RecordText = {
  id: number
  kind: SearchKind
  href: string
  title: string
  headings?: string[]
  html: string[]
  sections?: SearchSection[]
}

/** A record's document: its rich text's headings apart from its text, each paragraph and list item a line. */
function recordDocument(prefix: string, { id, kind, href, title, headings = [], html, sections }: RecordText): SearchDocument {
  const blocks = html.flatMap(htmlBlocks)
  return {
    id: `${prefix}${id}`,
    kind,
    href,
    title,
    headings: [...headings, ...blocks.filter((block) => block.heading).map((block) => block.text)].filter(Boolean).join('\n'),
    body: blocks
      .filter((block) => !block.heading)
      .map((block) => block.text)
      .join('\n'),
    sections,
    germanStandIn: false,
  }
}

export const SEARCH_SOURCES: readonly SearchSource[] = [
  {
    prefix: 'page:',
    tags: ['team-members', 'partners', 'associations', 'company', 'offices', 'popup'],
    // The pages are read with what they show from the CMS: the company's facts, people, logos, offices.
    load: async (locale) => {
      const [company, popup, team, partners, associations, contactBlocks] = await Promise.all([
        getCompany(locale),
        getPopup(locale),
        listTeam(locale),
        listPartners(locale),
        listAssociations(locale),
        listContactBlocks(locale),
      ])
      return staticPageDocuments(locale, {
        company,
        popupCookie: popup.enabled ? popup.cookieName : '',
        team,
        partners: partners.map((partner) => partner.name),
        associations: associations.map((association) => association.name),
        offices: contactBlocks.filter((office) => office.isOffice),
        contactBlocks,
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
    // An entry of the history page, reached at its own place on that page.
    load: async (locale) =>
      (await listHistory(locale)).map((entry) =>
        recordDocument('history:', {
          id: entry.id,
          kind: 'page',
          href: paths.historyEntry(entry.id),
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
      const headings = messages[locale].careers.detail
      return jobs.map((job) => {
        const sections = jobSections(job)
        return recordDocument('job:', {
          id: job.id,
          kind: 'job',
          href: paths.jobDetail(job.id, job.url),
          title: job.name,
          headings: [locationName(locations, job.locationid)],
          // 'Sonstiges' has no anchor of its own on the page: its text is the job's.
          html: sections.filter((section) => section.key === 'other').map((section) => section.html),
          sections: sections
            .filter((section) => section.key !== 'other')
            .map((section) => ({ anchor: `job-${section.key}`, heading: headings[section.key], text: htmlText(section.html) })),
        })
      })
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
    // An office of the locations page, reached at its own place on that page.
    load: async (locale) =>
      (await listContactBlocks(locale)).filter((office) => office.isOffice).map((office) => ({
        id: `office:${office.id}`,
        kind: 'page',
        href: paths.office(office.id),
        title: office.name,
        headings: [office.headline, office.city].filter(Boolean).join('\n'),
        body: [office.street, office.city, office.ansprechpartner, office.ansprechpartner_work, office.tel, office.mail]
          .filter(Boolean)
          .join('\n'),
        germanStandIn: false,
      })),
  },
  {
    prefix: 'document:',
    tags: ['documents'],
    load: async (locale, { titlesOnly = false } = {}) => {
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
        titlesOnly ? [] : files.map(({ file }) => file),
        PDF_TEXT_LIMITS.readingBudgetMs,
        () => noteChanged('documents'),
      )
      return files.map(({ doc, file, url }, i) => ({
        id: `document:${doc.id}`,
        kind: 'document' as const,
        href: uploadUrl(url),
        title: doc.title,
        headings: '',
        body: texts[i] ?? '',
        // The German file's text found in another language is marked, as the file a visitor gets is German.
        germanStandIn: locale !== defaultLocale && file === doc && !!texts[i],
      }))
    },
  },
]
