/** Display rules of the project views (spec §2 "Project detail", §5), as pure functions. */
import { TEXT_LENGTH_THRESHOLD } from '@/lib/constants'
import type { Solution } from '@/lib/paths'
import { stripTags } from './html'
import { PROJECT_CATEGORY } from '@/lib/constants'
import type { ProjectFields } from './projects'
import type { ProjectCategoryId } from './types'

/**
 * The project category each solution page lists. Mission navigation shows the stations/command-vehicles
 * category (spec §2); repairs and IT have no project list.
 */
export const SOLUTION_PROJECT_CATEGORY = {
  leitsysteme: PROJECT_CATEGORY.LEITSTELLE,
  'wachen-und-elw': PROJECT_CATEGORY.WACHEN_ELW,
  einsatznavigation: PROJECT_CATEGORY.WACHEN_ELW,
  'sprach-und-datenfunk': PROJECT_CATEGORY.SPRACH_DATENFUNK,
  'digitale-alarmierung': PROJECT_CATEGORY.ALARMIERUNG,
} as const satisfies Partial<Record<Solution, ProjectCategoryId>>

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

/** The visible text of sanitized HTML: tags removed, whitespace collapsed, entities decoded. */
export function visibleText(html: string): string {
  return stripTags(html).replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1))
    return Number.isFinite(code) ? String.fromCodePoint(code) : entity
  })
}

/** The visible text of sanitized HTML as one summary line: blocks separated by a space, cut at `max` characters. */
export function summaryText(html: string, max: number): string {
  return visibleText(html.replace(/<\/(p|li|h[1-6]|div|blockquote)>|<br\s*\/?>/gi, '$& '))
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
}

/** Project content and short description show only when their text is longer than TEXT_LENGTH_THRESHOLD. */
export function showsProjectText(html: string): boolean {
  return visibleText(html).length > TEXT_LENGTH_THRESHOLD
}

export type ProjectFact = { key: 'client' | 'members' | 'partners' | 'orderVolume'; value: string | number }

/** Client, involved members, involved partners and order volume – each only when present. */
export function projectFacts(
  project: Pick<ProjectFields, 'projectclient' | 'involvedmembers' | 'involvedpartners' | 'ordervolume'>,
): ProjectFact[] {
  const facts: ProjectFact[] = []
  if (project.projectclient.trim()) facts.push({ key: 'client', value: project.projectclient.trim() })
  if (project.involvedmembers.trim()) facts.push({ key: 'members', value: project.involvedmembers.trim() })
  if (project.involvedpartners.trim()) facts.push({ key: 'partners', value: project.involvedpartners.trim() })
  if (project.ordervolume !== null && Number.isFinite(project.ordervolume) && project.ordervolume > 0)
    facts.push({ key: 'orderVolume', value: project.ordervolume })
  return facts
}

type ProjectListView<T> = { state: 'hidden' } | { state: 'failed' } | { state: 'list'; projects: T[] }

/** A project list hides itself completely when it has no projects; null (loading failed) shows the failed state. */
export function projectListView<T>(projects: T[] | null): ProjectListView<T> {
  if (projects === null) return { state: 'failed' }
  if (projects.length === 0) return { state: 'hidden' }
  return { state: 'list', projects }
}
