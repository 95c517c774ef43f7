import type { getTranslations } from 'next-intl/server'
import { ABOUT_PAGES, paths, SOLUTIONS, type AboutPage, type Solution } from '@/lib/paths'
import type { Crumb } from './breadcrumbs'

type Translate = Awaited<ReturnType<typeof getTranslations<never>>>

/** The name of a page without a record in its path, as the menu and footer call it; null for unknown paths. */
export function pageName(path: string, t: Translate): string | null {
  const [, section, slug] = path.split('/')
  if (section === 'loesungen' && SOLUTIONS.includes(slug as Solution))
    return t(`menu.items.${slug as Solution}`)
  if (section === 'ueber-uns' && ABOUT_PAGES.includes(slug as AboutPage))
    return t(`menu.items.${slug as AboutPage}`)
  const names: Record<string, () => string> = {
    [paths.news]: () => t('menu.items.newsList'),
    [paths.events]: () => t('menu.items.termine'),
    [paths.history]: () => t('menu.items.wir-wachsen'),
    [paths.privacy]: () => t('footer.privacy'),
    [paths.whistleblower]: () => t('footer.whistleblower'),
    [paths.whistleblowerFollowUp]: () => t('whistleblowerFollowUp.headline'),
    [paths.imprint]: () => t('footer.imprint'),
    [paths.career]: () => t('menu.career'),
    [paths.contact]: () => t('menu.contact'),
    [paths.search]: () => t('search.title'),
  }
  return names[path]?.() ?? null
}

/** The page a page sits under, where it is not the home page (the follow-up under the whistleblower page). */
const PARENTS: Record<string, string> = { [paths.whistleblowerFollowUp]: paths.whistleblower }

/** Home, the parent page if any, the page: the trail of a page without a record. */
export function pageTrail(path: string, t: Translate): Crumb[] | null {
  const name = pageName(path, t)
  if (!name) return null
  const parent = PARENTS[path]
  return [
    { name: t('menu.home'), path: paths.home },
    ...(parent ? [{ name: pageName(parent, t) ?? '', path: parent }] : []),
    { name, path },
  ]
}

/** Home, the list a record belongs to (none for projects, which have no list page), the record. */
export function recordTrail(list: string | null, record: Crumb, t: Translate): Crumb[] {
  return [
    { name: t('menu.home'), path: paths.home },
    ...(list ? [{ name: pageName(list, t) ?? '', path: list }] : []),
    record,
  ]
}
