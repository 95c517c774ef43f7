import { cached } from './cache'
import { image } from './media'
import { findAll } from './payload'
import type { Locale } from './types'

export type TeamMember = { id: number; name: string; position: string; image: string | null; onHome: boolean }
export type LogoEntry = { id: number; name: string; logo: string | null; url: string }

export const listTeam = cached(
  async (locale: Locale): Promise<TeamMember[]> =>
    (await findAll('team-members', { locale, sort: 'order' })).map((doc) => ({
      id: doc.id,
      name: doc.name,
      position: doc.position,
      image: image(doc.image, 'card').url,
      onHome: Boolean(doc.onHome),
    })),
  'team:list',
  ['team-members', 'media'],
)

function toLogoEntry(doc: { id: number; name: string; logo?: unknown; url?: string | null }): LogoEntry {
  return { id: doc.id, name: doc.name, logo: image(doc.logo).url, url: doc.url ?? '' }
}

export const listPartners = cached(
  async (locale: Locale): Promise<LogoEntry[]> => (await findAll('partners', { locale, sort: 'order' })).map(toLogoEntry),
  'partners:list',
  ['partners', 'media'],
)

export const listAssociations = cached(
  async (locale: Locale): Promise<LogoEntry[]> =>
    (await findAll('associations', { locale, sort: 'order' })).map(toLogoEntry),
  'associations:list',
  ['associations', 'media'],
)
