import { messages } from '@/i18n/messages'
import { ABOUT_KEYS, ABOUT_PAGES, SOLUTIONS, paths } from '@/lib/paths'
import type { SearchDocument } from '@/lib/search/engine'
import type { Locale } from '../types'

/**
 * The static pages as search finds them: each page's texts from its messages (the same the page shows), its
 * title the menu's word for it. `texts` are message paths whose strings are the page's words; keys in
 * SKIPPED_KEYS are states and form labels, not what a reader searches for.
 */
type PageTexts = { path: string; title: string; texts: string[] }

export const STATIC_PAGE_TEXTS: readonly PageTexts[] = [
  { path: paths.home, title: 'menu.home', texts: ['home'] },
  { path: paths.news, title: 'page.news.title', texts: ['page.news'] },
  { path: paths.events, title: 'page.events.title', texts: ['page.events'] },
  { path: paths.history, title: 'page.history.title', texts: ['page.history'] },
  { path: paths.career, title: 'menu.career', texts: ['careers'] },
  { path: paths.contact, title: 'menu.contact', texts: ['contact'] },
  { path: paths.imprint, title: 'legal.imprint.title', texts: ['legal.imprint'] },
  { path: paths.privacy, title: 'legal.privacy.title', texts: ['legal.privacy'] },
  { path: paths.whistleblower, title: 'whistleblower.title', texts: ['whistleblower'] },
  ...SOLUTIONS.map((slug) => ({
    path: paths.solution(slug),
    title: `menu.items.${slug}`,
    texts: [`solutions.${slug}`, `solutions.cards.${slug}.text`],
  })),
  ...ABOUT_PAGES.map((slug) => ({
    path: paths.about(slug),
    title: `menu.items.${slug}`,
    texts: [`about.${ABOUT_KEYS[slug]}`],
  })),
]

const SKIPPED_KEYS = new Set([
  'error',
  'empty',
  'fetch',
  'form',
  'mail',
  'labels',
  'detail',
  'closed',
  'employmentType',
  'salaryUnit',
  'gridLabel',
  'readMore',
  'back',
  'close',
  'germanOnly',
  'feedTitle',
  'noContent',
  'toJobs',
  'toEvent',
])
/** Keys whose strings are headings on the page. */
const HEADING_KEY = /^(title|metaTitle|headline|heading|subline|introTitle|groupHeadline|cardsTitle|downloadsTitle|brochureTitle|formTitle|tocHeading)$/

type Texts = { headings: string[]; body: string[] }

/** Message text as read: placeholders and rich-text tags out, line breaks (`;` in sublines) as spaces. */
function plain(text: string): string {
  return text
    .replace(/<\/?\w+>/g, '')
    .replace(/\{[^{}]*\}/g, ' ')
    .replace(/;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

function collect(value: unknown, key: string, into: Texts): void {
  if (SKIPPED_KEYS.has(key)) return
  if (typeof value === 'string') {
    const text = plain(value)
    if (text) (HEADING_KEY.test(key) ? into.headings : into.body).push(text)
  } else if (value && typeof value === 'object') {
    for (const [child, inner] of Object.entries(value)) collect(inner, child, into)
  }
}

function at(tree: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree)
}

/** The static pages of one language (their texts are in every language: no German stands in). */
export function staticPageDocuments(locale: Locale, extraText: Partial<Record<string, string>> = {}): SearchDocument[] {
  const tree = messages[locale]
  return STATIC_PAGE_TEXTS.map(({ path, title, texts }) => {
    const found: Texts = { headings: [], body: [] }
    for (const text of texts) collect(at(tree, text), text.split('.').pop() ?? '', found)
    return {
      id: `page:${path}`,
      kind: 'page',
      href: path,
      title: plain(String(at(tree, title) ?? '')),
      headings: [...new Set(found.headings)].join('\n'),
      body: [...found.body, extraText[path] ?? ''].join('\n').trim(),
      germanStandIn: false,
    }
  })
}
