/**
 * The site search's relevance set (issue 59), derived by a written procedure (docs/decisions.md "Site search",
 * "The relevance set") from the sample content (src/seed/content) and the static pages' titles (the menu's words,
 * src/data/search/pages.ts) — not written query by query beside the engine. For each language it lists what
 * the site holds ("items": each page, record, office and document with its title and text) and derives the queries
 * a visitor types for them, each with the results the visitor expects; and words on no page, which must find
 * nothing. Checked against the production build by tests/e2e/search.spec.ts and timed by scripts/bench-search.ts.
 */
import { messages } from '@/i18n/messages'
import { STATIC_PAGE_TEXTS } from '@/data/search/pages'
import { isJobOpen } from '@/lib/jobExpiry'
import * as content from '@/seed/content'
import type { LocalizedRich, RichBlock } from '@/seed/types'

export type Language = 'de' | 'en'
export type QueryClass =
  | 'title'
  | 'distinctive word'
  | 'typo'
  | 'compound'
  | 'synonym'
  | 'other language'
  | 'phrase'
  | 'inside a PDF'
  | 'person'
  | 'number with unit'

/** A result as the API answers it: its kind and title (an entry of a longer page is a `page` with `#` in its url). */
export type Expected = { kind: string; title: string }
export type RelevanceQuery = {
  lang: Language
  q: string
  class: QueryClass
  expect: Expected[]
  from: string
}

type Item = Expected & { text: string; other: string; key: string }

const LANGUAGES: Language[] = ['de', 'en']

/** Folded as the reader types without umlauts (the same folding for every check here). */
function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
}
const wordsOf = (text: string) => text.match(/[\p{L}\p{N}]+/gu) ?? []
const foldedWords = (text: string) => wordsOf(text).map(fold)
/** A text's words folded, between spaces, each line apart (a phrase does not run across lines). */
const spaced = (text: string) =>
  text
    .split('\n')
    .map((line) => ` ${foldedWords(line).join(' ')} `)
    .join('\n')

function richText(rich: LocalizedRich | undefined, lang: Language): string {
  const block = (b: RichBlock) => (typeof b === 'string' ? b : 'h' in b ? b.h : b.ul.join('\n'))
  return (rich?.[lang] ?? []).map(block).join('\n').replace(/\*\*/g, '')
}

function at(tree: unknown, path: string): string {
  return String(
    path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], tree) ?? '',
  )
}

/** Every string of a value (messages, seed content), for the checks of what occurs anywhere on the site. */
function strings(value: unknown, lang: Language): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap((inner) => strings(inner, lang))
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    if ('de' in record && 'en' in record) return strings(record[lang], lang)
    return Object.values(record).flatMap((inner) => strings(inner, lang))
  }
  return []
}

/** What the site holds in a language: its pages, records, offices and documents. */
function itemsOf(lang: Language): Item[] {
  const other: Language = lang === 'de' ? 'en' : 'de'
  const pages = STATIC_PAGE_TEXTS.map((page) => ({
    kind: 'page',
    title: at(messages[lang], page.title),
    other: at(messages[other], page.title),
    text: '',
    key: `page ${page.path}`,
  }))
  const records = [
    ...content.news.map((n, i) => ({
      kind: 'news',
      t: n.title,
      text: [n.subline?.[lang], richText(n.shortBody, lang), richText(n.body, lang)],
      key: `news ${i}`,
    })),
    ...content.events.map((e, i) => ({
      kind: 'event',
      t: e.title,
      text: [richText(e.body, lang)],
      key: `event ${i}`,
    })),
    ...content.history.map((h, i) => ({
      kind: 'page',
      t: h.title,
      text: [richText(h.body, lang)],
      key: `history ${i}`,
    })),
    // The open jobs only, and the offices (the contact page's other blocks are not on the locations page).
    ...content.jobs
      .filter((j) => isJobOpen({ enddate: j.enddate ?? null }, new Date()))
      .map((j, i) => ({
        kind: 'job',
        t: j.name,
        text: [
          richText(j.work, lang),
          richText(j.profile, lang),
          richText(j.benefits, lang),
          richText(j.body, lang),
        ],
        key: `job ${i}`,
      })),
    ...content.projects.map((p, i) => ({
      kind: 'project',
      t: p.title,
      text: [
        p.client?.[lang],
        richText(p.content, lang),
        richText(p.body, lang),
        p.involvedMembers?.[lang],
        p.involvedPartners?.[lang],
      ],
      key: `project ${i}`,
    })),
    ...content.offices
      .filter((o) => o.isOffice)
      .map((o, i) => ({
        kind: 'page',
        t: o.name,
        text: [o.headline?.[lang], o.street, o.city, o.contactPerson, o.contactRole?.[lang]],
        key: `office ${i}`,
      })),
    ...content.documents.map((d, i) => ({
      kind: 'document',
      t: d.title,
      // An English search reads the German file's text where there is no English file.
      text: [(d.text?.[lang] ?? d.text?.de ?? []).join('\n')],
      key: `document ${i}`,
    })),
  ]
  return [
    ...pages,
    ...records.map((r) => ({
      kind: r.kind,
      title: r.t[lang],
      other: r.t[other],
      text: r.text.filter(Boolean).join('\n'),
      key: r.key,
    })),
  ]
}

const same = (a: string, b: string) => foldedWords(a).join(' ') === foldedWords(b).join(' ')
const expected = (item: Item): Expected => ({ kind: item.kind, title: item.title })

/** Letters of the word swapped at its middle: the commonest typo, two keys in the wrong order. */
function swapped(word: string): string {
  const i = Math.floor(word.length / 2)
  return word.slice(0, i - 1) + word[i] + word[i - 1] + word.slice(i + 1)
}

/** A German compound's linking letters after its first part: Leitstelle|n|…, Ausbildung|s|…, otherwise none. */
function linked(first: string): string {
  if (/e$/.test(first)) return `${first}n`
  if (/(ung|heit|keit|schaft|ion|tät)$/.test(first)) return `${first}s`
  return first
}

/** Units a number is read with on the site. */
const UNIT =
  /(\d[\d.]*)\s+(Tage|Tagen|Monate|Monaten|Jahre|Jahren|Minuten|Sekunden|Stunden|Mitarbeitende|Mitarbeitenden|Prozent|Euro|Kilometer|days|months|years|minutes|seconds|hours|employees|euros|percent)\b/g
const NOTHING_CANDIDATES = [
  'Sirene',
  'Bratwurst',
  'Giraffe',
  'Sonnenschirm',
  'Marmelade',
  'Fahrradklingel',
  'Zahnbürste',
  'Schneemann',
  'Weihnachtsbaum',
  'Kuckucksuhr',
  'Trampolin',
  'Pfannkuchen',
  'Blumenkohl',
  'Schwimmbad',
  'Kaktus',
  'banana',
  'umbrella',
  'volcano',
  'pancake',
  'giraffe',
  'lighthouse',
  'snowman',
  'toothbrush',
  'trampoline',
  'watermelon',
  'xylophone',
  'kangaroo',
  'Quokka',
  'zzyzx',
  '<script>alert(1)</script>',
]

/** The relevance set: the queries with their expected results, and the queries that must find nothing. */
export function relevanceSet(): { queries: RelevanceQuery[]; nothing: { lang: Language; q: string }[] } {
  const queries: RelevanceQuery[] = []
  // What the site shows: the messages and the content, not the editors' synonyms (they are on no page).
  const { siteSearch, ...shown } = content
  const corpora = Object.fromEntries(
    LANGUAGES.map((lang) => [
      lang,
      [
        ...strings(messages[lang], lang),
        ...strings(shown, lang),
        ...itemsOf(lang).flatMap((i) => [i.title, i.text]),
      ].join('\n'),
    ]),
  ) as Record<Language, string>
  const allWords = new Set(LANGUAGES.flatMap((lang) => foldedWords(corpora[lang])))
  const synonymGroups = LANGUAGES.map((lang) =>
    siteSearch[lang].synonyms.map((g) => g.split(',').map((e) => e.trim())),
  )

  LANGUAGES.forEach((lang, langIndex) => {
    const items = itemsOf(lang)
    const add = (q: string, cls: QueryClass, expect: Expected[], from: string) => {
      if (q && expect.length && !queries.some((known) => known.lang === lang && known.q === q))
        queries.push({ lang, q, class: cls, expect, from })
    }
    const titleWords = new Map<string, number>()
    for (const item of items)
      for (const word of new Set(foldedWords(item.title)))
        titleWords.set(word, (titleWords.get(word) ?? 0) + 1)
    const textsSpaced = items.map((item) => spaced(`${item.title}\n${item.text}`))
    const messageSpaced = spaced(strings(messages[lang], lang).join('\n'))

    for (const item of items) {
      // A. Its title.
      add(item.title, 'title', items.filter((other) => same(other.title, item.title)).map(expected), item.key)

      // B. The longest word of its title that no other title holds (not the whole title), in no form and in no
      // compound (no other title's word holds it but its last letter, or two from seven letters), and C. that
      // word mistyped.
      const otherTitleWords = items
        .filter((other) => other !== item)
        .flatMap((other) => foldedWords(other.title))
      const distinctive = wordsOf(item.title)
        .filter(
          (w) =>
            w.length >= 5 &&
            !/\d/.test(w) &&
            !same(w, item.title) &&
            !otherTitleWords.some((other) => other.includes(fold(w).slice(0, w.length > 6 ? -2 : -1))),
        )
        .sort((a, b) => b.length - a.length)[0]
      if (distinctive) {
        add(distinctive, 'distinctive word', [expected(item)], item.key)
        const typo = swapped(distinctive)
        if (distinctive.length >= 7 && !allWords.has(fold(typo)) && fold(typo) !== fold(distinctive))
          add(typo, 'typo', [expected(item)], item.key)
        // D. German: that word joined with its text's most frequent other long noun, a compound found on no page.
        if (lang === 'de' && /^\p{Lu}/u.test(distinctive)) {
          const counts = new Map<string, number>()
          for (const w of wordsOf(item.text))
            if (w.length >= 6 && /^\p{Lu}/u.test(w) && !foldedWords(item.title).includes(fold(w)))
              counts.set(w, (counts.get(w) ?? 0) + 1)
          const head = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0]
          const compound = head && `${linked(distinctive)}${head.toLowerCase()}`
          if (compound && !fold(corpora.de).includes(fold(compound)))
            add(compound, 'compound', [expected(item)], item.key)
        }
      }

      // F. Its title in the other language, where that is a title of nothing here.
      if (
        item.other &&
        !same(item.other, item.title) &&
        !items.some((other) => same(other.title, item.other))
      )
        add(
          item.other,
          'other language',
          items.filter((other) => same(other.other, item.other)).map(expected),
          item.key,
        )

      // G. The first three words of its text, in quotes, that no other item and no other text of the pages holds
      // (not of an office: the contact and locations pages list its text too).
      if (item.kind !== 'document' && !item.key.startsWith('office')) {
        for (const line of item.text.split('\n')) {
          const words = foldedWords(line)
          const start = words.findIndex((_, i) => {
            if (i + 3 > words.length) return false
            const phrase = ` ${words.slice(i, i + 3).join(' ')} `
            return (
              words.slice(i, i + 3).every((w) => w.length >= 3) &&
              textsSpaced.filter((t) => t.includes(phrase)).length === 1 &&
              !messageSpaced.includes(phrase)
            )
          })
          if (start < 0) continue
          add(
            `"${wordsOf(line)
              .slice(start, start + 3)
              .join(' ')}"`,
            'phrase',
            [expected(item)],
            item.key,
          )
          break
        }
      }

      // H. A document's longest word that no title and no other text holds in any form (no word there begins with
      // all but its last two letters): found only inside its PDF.
      if (item.kind === 'document') {
        const elsewhere = [
          ...items.filter((other) => other !== item).map((other) => `${other.title}\n${other.text}`),
          messageSpaced,
        ]
          .map(fold)
          .join('\n')
        const inside = wordsOf(item.text)
          .filter(
            (w) =>
              w.length >= 8 &&
              !/\d/.test(w) &&
              !elsewhere.includes(fold(w).slice(0, -2)) &&
              !fold(item.title).includes(fold(w).slice(0, -2)),
          )
          .sort((a, b) => b.length - a.length)[0]
        if (inside) add(inside, 'inside a PDF', [expected(item)], item.key)
      }

      // J. A number with its unit that at most three items and no other text of the pages hold.
      for (const [, number, unit] of item.text.matchAll(UNIT)) {
        const phrase = ` ${foldedWords(`${number} ${unit}`).join(' ')} `
        const holders = items.filter((_, i) => textsSpaced[i].includes(phrase))
        if (holders.length <= 3 && !messageSpaced.includes(phrase))
          add(`${number} ${unit}`, 'number with unit', holders.map(expected), item.key)
      }
    }

    // E. Each synonym the site never uses finds what the titles call by another word of its group, in any of
    // its forms (the word, or it with up to two more letters: "Wache", "Wachen").
    const inForms = (title: string, entry: string) => {
      const want = foldedWords(entry)
      const have = foldedWords(title)
      return have.some((_, start) =>
        want.every((w, i) => {
          const word = have[start + i]
          return !!word && word.startsWith(w) && word.length - w.length <= 2
        }),
      )
    }
    for (const group of synonymGroups[langIndex]) {
      for (const entry of group) {
        if (foldedWords(entry).some((w) => allWords.has(w))) continue
        const holders = items.filter((item) =>
          group.some((other) => other !== entry && inForms(item.title, other)),
        )
        add(entry, 'synonym', holders.map(expected), `synonyms ${group[0]}`)
      }
    }

    // I. A person by name: the pages that list them: the team page (the managing directors also the management
    // page), and for an office's contact person that office, the locations page and the contact page.
    const directors = content.company.managingDirectors.split(',').map((n) => n.trim())
    const page = (path: string) => expected(items.find((i) => i.key === `page ${path}`)!)
    for (const member of content.team)
      add(
        member.name,
        'person',
        [
          page('/ueber-uns/team'),
          ...(directors.includes(member.name) ? [page('/ueber-uns/management')] : []),
        ],
        `team ${member.name}`,
      )
    content.offices
      .filter((office) => office.isOffice)
      .forEach((office, i) => {
        if (office.contactPerson && !content.team.some((m) => m.name === office.contactPerson))
          add(
            office.contactPerson,
            'person',
            [
              expected(items.find((item) => item.key === `office ${i}`)!),
              page('/ueber-uns/niederlassungen'),
              page('/kontakt'),
            ],
            `office ${i}`,
          )
      })
  })

  // K. Words on no page: in neither language's text, no word of the site within two letters of them, no synonym.
  const siteText = fold(LANGUAGES.map((lang) => corpora[lang]).join('\n'))
  const synonymWords = new Set(synonymGroups.flat(2).flatMap(foldedWords))
  const nothing = NOTHING_CANDIDATES.filter((q) =>
    foldedWords(q).every(
      (w) =>
        w.length < 3 ||
        (!siteText.includes(w) && !synonymWords.has(w) && ![...allWords].some((known) => near(known, w))),
    ),
  ).flatMap((q) => LANGUAGES.map((lang) => ({ lang, q })))
  return { queries, nothing }
}

/** Whether two words are at most two letters apart (inserted, deleted or changed). */
function near(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 2) return false
  const row = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]
    row[0] = i
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1))
      diagonal = above
    }
  }
  return row[b.length] <= 2
}
