import type { Company } from '@/data/company'
import type { ProjectFields } from '@/data/projects'
import type { Locale } from '@/i18n/routing'
import { paths } from '@/lib/paths'
import { absoluteUrl, pageUrl } from '@/lib/siteUrls'
import type { JsonLdObject } from './JsonLd'
import { organizationRef } from './organization'

/**
 * A reference project as a CreativeWork: schema.org has no type for a delivered customer project (its
 * `Project` is an organisation, not a piece of work), and a CreativeWork can say what the work is about
 * (the solution), who made it (the company) and for whom (`sourceOrganization`, the organisation on whose
 * behalf it was made: the client).
 */
export function creativeWork(
  project: ProjectFields,
  company: Company,
  locale: Locale,
  texts: { about: string; description: string },
): JsonLdObject {
  const period = [project.startdate, project.enddate].filter(Boolean).join('/')
  return {
    '@type': 'CreativeWork',
    name: project.title,
    ...(texts.description ? { description: texts.description } : {}),
    about: { '@type': 'Thing', name: texts.about },
    creator: organizationRef(company, locale),
    ...(project.projectclient
      ? { sourceOrganization: { '@type': 'Organization', name: project.projectclient } }
      : {}),
    ...(project.image ? { image: [absoluteUrl(project.image)] } : {}),
    ...(period ? { temporalCoverage: period } : {}),
    url: pageUrl(paths.projectDetail(project.id, project.url), locale),
    inLanguage: locale,
  }
}
