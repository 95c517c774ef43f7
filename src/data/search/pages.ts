import { createTranslator } from 'use-intl/core'
import { messages } from '@/i18n/messages'
import { foundingText, joinNames } from '@/lib/companyText'
import { VACATION_DAYS, WHISTLEBLOWER_DEADLINES } from '@/lib/constants'
import { IMPRINT_SECTIONS } from '@/lib/legal/imprint'
import { privacySections, type Block, type Inline } from '@/lib/legal/privacyText'
import { ABOUT_KEYS, ABOUT_PAGES, SOLUTIONS, paths } from '@/lib/paths'
import type { SearchDocument, SearchSection } from '@/lib/search/engine'
import type { Company } from '../company'
import type { Office } from '../offices'
import type { Locale } from '../types'

/** What the static pages show from the CMS besides their messages. */
export type PageFacts = {
  company: Company
  /** The promotional popup's cookie, which the privacy policy names. */
  popupCookie: string
  team: { name: string; position: string }[]
  partners: string[]
  associations: string[]
  offices: Office[]
  /** The contact page's blocks: the offices and the other contacts (sales). */
  contactBlocks: Office[]
}

type Values = Record<string, string | number>
type Translate = (path: string, values: Record<string, unknown>) => string
/** What the translator answers for a message it could not fill (a placeholder without a value). */
const UNFORMATTED = '\u0000'

/**
 * A static page as search reads it: its title (the menu's word for it), the message paths whose strings are its
 * words, filled with the values the page fills in; `sections` names child keys of the first path that are
 * sections of the page with their anchors (the same constants the page renders).
 */
type PageTexts = {
  path: string
  title: string
  texts: string[]
  sections?: Readonly<Record<string, string>>
  values?: (facts: PageFacts, locale: Locale) => Values
  /** Keys of labels the page shows beside a value from the CMS (fromCms writes them as "label: value"). */
  labels?: readonly string[]
}

export const STATIC_PAGE_TEXTS: readonly PageTexts[] = [
  { path: paths.home, title: 'menu.home', texts: ['home'] },
  { path: paths.news, title: 'page.news.title', texts: ['page.news'] },
  { path: paths.events, title: 'page.events.title', texts: ['page.events'] },
  { path: paths.history, title: 'page.history.title', texts: ['page.history'] },
  { path: paths.career, title: 'menu.career', texts: ['careers'], values: () => ({ days: VACATION_DAYS }) },
  { path: paths.contact, title: 'menu.contact', texts: ['contact'] },
  {
    path: paths.imprint,
    title: 'legal.imprint.title',
    texts: ['legal.imprint'],
    sections: IMPRINT_SECTIONS,
    labels: ['label', 'phone', 'email', 'court', 'number'],
  },
  { path: paths.privacy, title: 'legal.privacy.title', texts: ['legal.privacy'] },
  {
    path: paths.whistleblower,
    title: 'whistleblower.title',
    texts: ['whistleblower'],
    values: () => ({ days: WHISTLEBLOWER_DEADLINES.acknowledgeDays, months: WHISTLEBLOWER_DEADLINES.feedbackMonths }),
  },
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

/** Keys whose strings a visitor does not read on the page: states, form labels, what only search engines see. */
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
  'meta',
  'metaTitle',
  'metaDescription',
  'description',
])
/** Keys whose strings are headings on the page. */
const HEADING_KEY =
  /^(title|headline|heading|subline|introTitle|groupHeadline|cardsTitle|downloadsTitle|brochureTitle|formTitle|tocHeading)$/

type Texts = { headings: string[]; body: string[] }

/** What every page may fill in: the company's name, its founding, its managing directors. */
function commonValues(facts: PageFacts, locale: Locale): Values {
  return {
    company: facts.company.name,
    founded: foundingText(locale),
    names: joinNames(facts.company.managingDirectors, locale),
  }
}

/**
 * A message as the page shows it: its placeholders filled with `values`, its tags (<b>, <strong>) dropped, a
 * subline's `;` (a line break on the page) a line of its own. A placeholder no value fills is left out.
 */
function shown(translate: Translate, path: string, raw: string, values: Values): string {
  const tags = Object.fromEntries([...raw.matchAll(/<(\w+)>/g)].map(([, tag]) => [tag, (chunks: string) => chunks]))
  let text = translate(path, { ...values, ...tags })
  if (text === UNFORMATTED) text = raw.replace(/<\/?\w+>/g, '').replace(/\{[^{}]*\}/g, '')
  return text.replace(/\s*;\s*/g, '\n').replace(/[ \t]+/g, ' ').trim()
}

function at(tree: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree)
}

type Collect = (path: string, raw: string, key: string) => void

function walk(value: unknown, path: string, key: string, visit: Collect): void {
  if (SKIPPED_KEYS.has(key)) return
  if (typeof value === 'string') visit(path, value, key)
  else if (value && typeof value === 'object')
    for (const [child, inner] of Object.entries(value)) walk(inner, `${path}.${child}`, child, visit)
}

const inlineText = (content: Inline[]) => content.map((part) => (typeof part === 'string' ? part : part.text)).join('')

function blockLines(block: Block): string[] {
  switch (block.kind) {
    case 'p':
      return [inlineText(block.content)]
    case 'ul':
      return block.items.map(inlineText)
    case 'dl':
      return block.items.map((item) => `${item.term}: ${item.description}`)
    case 'h3':
      return [block.text]
    case 'address':
      return block.lines.map(inlineText)
  }
}

const lines = (...values: (string | null | undefined)[]) => values.filter(Boolean).join('\n')

/** The offices as the contact and locations pages list them. */
function officeLines(offices: Office[]): string {
  return offices
    .map((office) =>
      lines(office.headline, office.name, office.ansprechpartner, office.ansprechpartner_work, office.tel, office.mail, office.street, office.city),
    )
    .join('\n')
}

/**
 * What a page shows from the CMS, by path: lines more of its text, of a section (by anchor) or sections of its
 * own (the privacy policy's, German in both languages on purpose, spec §2).
 */
function fromCms(
  facts: PageFacts,
  locale: Locale,
): Partial<Record<string, { body?: string; sections?: Record<string, string>; own?: SearchSection[] }>> {
  const { company } = facts
  const imprint = messages[locale].legal.imprint
  return {
    [paths.imprint]: {
      sections: {
        [IMPRINT_SECTIONS.provider]: lines(company.name, company.street, company.city),
        [IMPRINT_SECTIONS.representation]: lines(`${imprint.representation.label}: ${company.managingDirectors}`),
        [IMPRINT_SECTIONS.contact]: lines(
          `${imprint.contact.phone}: ${company.phone}`,
          `${imprint.contact.email}: ${company.email}`,
        ),
        [IMPRINT_SECTIONS.register]: lines(
          `${imprint.register.court}: ${company.registerCourt}`,
          `${imprint.register.number}: ${company.registerNumber}`,
        ),
        [IMPRINT_SECTIONS.vat]: lines(`${imprint.vat.label}: ${company.vatId}`),
        [IMPRINT_SECTIONS.responsible]: lines(company.managingDirectors, company.name, company.street, company.city),
      },
    },
    [paths.privacy]: {
      own: privacySections({ company, popupCookie: facts.popupCookie }).map((section) => ({
        anchor: section.id,
        heading: section.heading,
        text: section.blocks.flatMap(blockLines).join('\n'),
      })),
    },
    [paths.contact]: { body: officeLines(facts.contactBlocks) },
    [paths.about('niederlassungen')]: { body: officeLines(facts.offices) },
    [paths.about('team')]: { body: facts.team.map((member) => `${member.name}, ${member.position}`).join('\n') },
    [paths.about('partner')]: { body: facts.partners.join('\n') },
    [paths.about('verbaende')]: { body: facts.associations.join('\n') },
  }
}

/** The static pages of one language, as a visitor reads them (their texts are in every language). */
export function staticPageDocuments(locale: Locale, facts: PageFacts): SearchDocument[] {
  const tree = messages[locale]
  const translator = createTranslator({
    locale,
    messages: tree,
    onError: () => undefined,
    getMessageFallback: () => UNFORMATTED,
  })
  // Message paths are walked, not written out: the translator's typed keys cannot name them.
  const translate = translator.markup as unknown as Translate
  const cms = fromCms(facts, locale)
  return STATIC_PAGE_TEXTS.map(({ path, title, texts, sections = {}, values, labels = [] }) => {
    const filled = { ...commonValues(facts, locale), ...values?.(facts, locale) }
    const page: Texts = { headings: [], body: [] }
    const parts = new Map<string, Texts & { heading: string }>()
    const extra = cms[path]
    for (const [i, text] of texts.entries()) {
      walk(at(tree, text), text, text.split('.').pop() ?? '', (messagePath, raw, key) => {
        if (labels.includes(key)) return
        const line = shown(translate, messagePath, raw, filled)
        if (!line) return
        const child = i === 0 ? messagePath.slice(text.length + 1).split('.')[0] : ''
        const anchor = sections[child]
        if (!anchor) {
          ;(HEADING_KEY.test(key) ? page.headings : page.body).push(line)
          return
        }
        const part = parts.get(anchor) ?? { heading: '', headings: [], body: [] }
        if (key === 'heading' && !part.heading) part.heading = line
        else part.body.push(line)
        parts.set(anchor, part)
      })
    }
    const own = [...parts].map(([anchor, part]) => ({
      anchor,
      heading: part.heading,
      text: lines(...part.body, extra?.sections?.[anchor]),
    }))
    return {
      id: `page:${path}`,
      kind: 'page',
      href: path,
      title: shown(translate, title, String(at(tree, title) ?? ''), filled),
      headings: [...new Set(page.headings)].join('\n'),
      body: lines(...page.body, extra?.body),
      sections: [...own, ...(extra?.own ?? [])],
      germanStandIn: false,
    }
  })
}
