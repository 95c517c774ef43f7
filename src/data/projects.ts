import type { Project as ProjectDoc } from '@/payload-types'
import { dateText, isoDate } from '@/lib/format'
import type { ProjectCategoryId } from '@/lib/constants'
import { cached } from './cache'
import { richTextToHtml } from './html'
import { image } from './media'
import { findAll } from './payload'
import { recordLoader, type RecordMeta } from './recordView'
import type { Locale, PeriodFields } from './types'

/** A project as pages show it (and the public API delivers it, see src/app/api/recordShapes.ts). */
export type ProjectFields = PeriodFields & {
  projectcategoryid: ProjectCategoryId
  image: string | null
  imagealt: string
  projectclient: string
  involvedmembers: string
  involvedpartners: string
  projectcontenthtml: string
  bodyhtml: string
  ordervolume: number | null
  stylevariant: 1 | 2
}

/** A project on its detail page: its fields, dates and SEO overrides, from one read. */
export type ProjectView = ProjectFields & RecordMeta

function toProjectFields(doc: ProjectDoc, locale: Locale): ProjectFields {
  const img = image(doc.image, 'card')
  const startdate = isoDate(doc.startdate)
  const enddate = isoDate(doc.enddate)
  return {
    id: doc.id,
    url: doc.url ?? '',
    title: doc.title,
    startdate,
    enddate,
    datetext: dateText(startdate, enddate, locale),
    projectcategoryid: Number(doc.category) as ProjectCategoryId,
    image: img.url,
    imagealt: img.alt,
    projectclient: doc.client ?? '',
    involvedmembers: doc.involvedMembers ?? '',
    involvedpartners: doc.involvedPartners ?? '',
    projectcontenthtml: richTextToHtml(doc.content, locale),
    bodyhtml: richTextToHtml(doc.body, locale),
    ordervolume: typeof doc.orderVolume === 'number' ? doc.orderVolume : null,
    stylevariant: doc.styleVariant === '2' ? 2 : 1,
  }
}

export const listProjects = cached(
  async (locale: Locale) =>
    (await findAll('projects', { locale, sort: '-startdate', published: true })).map((doc) =>
      toProjectFields(doc, locale),
    ),
  'projects:list',
  ['projects', 'media', 'documents'],
)

export async function listProjectsOfCategory(category: ProjectCategoryId, locale: Locale): Promise<ProjectFields[]> {
  return (await listProjects(locale)).filter((project) => project.projectcategoryid === category)
}

/** One project, published (or with `draft` its newest version, for an editor's preview), or null. */
export const loadProject = recordLoader('projects', toProjectFields, { tags: ['projects', 'media', 'documents'] })
