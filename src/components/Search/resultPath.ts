import type { getTranslations } from 'next-intl/server'
import { MENU, isWithin } from '@/components/Header/menu'
import { pageName } from '@/components/StructuredData/pageTrail'
import type { SearchHit } from '@/lib/search/engine'

type Translate = Awaited<ReturnType<typeof getTranslations<never>>>

/**
 * Where a result is on the site, as the menu names it: "Startseite › Lösungen › Leitsysteme", a record under its
 * list ("Startseite › Aktuelles › News"), an entry or a section of a page with that page and the section's
 * heading. Shown under each result.
 */
export function resultPath(hit: Pick<SearchHit, 'kind' | 'href' | 'section'>, t: Translate): string[] {
  const home = t('menu.home')
  const section = hit.section ? [hit.section] : []
  if (hit.kind === 'document') return [home, t('search.kinds.document')]
  const [path] = hit.href.split('#')
  for (const entry of MENU) {
    const label = t(`menu.${entry.key}` as 'menu.solutions')
    const child = entry.children?.find((link) => isWithin(path, link.href))
    if (child) {
      const childLabel = t(`menu.items.${child.key}` as 'menu.items.it')
      return [home, label, ...(childLabel === label ? [] : [childLabel]), ...section]
    }
    if (isWithin(path, entry.href)) return [home, label, ...section]
  }
  if (hit.kind === 'project') return [home, t('search.kinds.project')]
  const name = path === '/' ? null : pageName(path, t)
  return [home, ...(name ? [name] : []), ...section]
}
