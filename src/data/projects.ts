import type { Project as ProjectDoc } from '@/payload-types'
import { dateText, isoDate } from '@/lib/format'
import { cached } from './cache'
import { richTextToHtml } from './html'
import { image } from './media'
import { findAll, findLatestById, findPublishedById } from './payload'
import type { Locale, Project, ProjectCategoryId } from './types'

function toProject(doc: ProjectDoc, locale: Locale): Project {
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
    (await findAll('projects', { locale, sort: '-startdate', published: true })).map((doc) => toProject(doc, locale)),
  'projects:list',
  ['projects', 'media'],
)

export async function listProjectsOfCategory(category: ProjectCategoryId, locale: Locale): Promise<Project[]> {
  return (await listProjects(locale)).filter((project) => project.projectcategoryid === category)
}

export const getProject = cached(
  async (id: number, locale: Locale) => {
    const doc = await findPublishedById('projects', id, locale)
    return doc ? toProject(doc, locale) : null
  },
  'projects:one',
  ['projects', 'media'],
)

/** One project in its newest version, draft or not: an editor's preview (src/app/api/preview), never cached. */
export async function previewProject(id: number, locale: Locale): Promise<Project | null> {
  const doc = await findLatestById('projects', id, locale)
  return doc ? toProject(doc, locale) : null
}
