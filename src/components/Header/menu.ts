import { ABOUT_PAGES, paths, SOLUTIONS } from '@/lib/paths'

type MenuLink = { key: string; href: string }
type MenuEntry = MenuLink & { children?: MenuLink[] }

/** Main menu of spec §2: dropdowns for solutions, about us and news; plus career and contact. */
export const MENU: MenuEntry[] = [
  {
    key: 'solutions',
    href: paths.solution('leitsysteme'),
    children: SOLUTIONS.map((slug) => ({ key: slug, href: paths.solution(slug) })),
  },
  {
    key: 'about',
    href: paths.about('ueber-uns'),
    children: ABOUT_PAGES.map((slug) => ({ key: slug, href: paths.about(slug) })),
  },
  {
    key: 'news',
    href: paths.news,
    children: [
      { key: 'newsList', href: paths.news },
      { key: 'termine', href: paths.events },
      { key: 'wir-wachsen', href: paths.history },
    ],
  },
  { key: 'career', href: paths.career },
  { key: 'contact', href: paths.contact },
]

/** Whether a path is a link's page or lies below it (a detail page below its list). */
export function isWithin(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`)
}

/** Whether a path belongs to a menu entry: its own page or a page of its submenu (the current-section mark). */
export function isCurrentSection(
  pathname: string,
  entry: { href: string; children?: { href: string }[] },
): boolean {
  return (
    isWithin(pathname, entry.href) || (entry.children ?? []).some((child) => isWithin(pathname, child.href))
  )
}
