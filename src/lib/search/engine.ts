import { create, insertMultiple, removeMultiple, search, type Tokenizer } from '@orama/orama'
import { MIN_PART_LENGTH, fold, parts, term as termOf, terms, words, type SearchLanguage } from './text'
import { Vocabulary } from './vocabulary'

/** What a result is, as the results page groups them (spec: Seiten, News, Termine, Stellen, Projekte, Dokumente). */
export const SEARCH_KINDS = ['page', 'news', 'event', 'job', 'project', 'document'] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

/** One findable thing in one language: a page, a record or a document. */
export type SearchDocument = {
  /** Unique within its language, e.g. `news:12` or `page:/kontakt`. */
  id: string
  kind: SearchKind
  /** Its path without locale prefix (or a file's address). */
  href: string
  title: string
  /** Headings and other prominent short texts (a job's place, a project's client), one per line. */
  headings: string
  body: string
  /** True when the German text stands in for a missing English one. */
  germanStandIn: boolean
}

/** A piece of a snippet; `match` marks the words the query found. */
export type SnippetPart = { text: string; match: boolean }

export type SearchHit = {
  id: string
  kind: SearchKind
  href: string
  title: string
  snippet: SnippetPart[]
  germanStandIn: boolean
  score: number
}

export type SearchResults = {
  hits: SearchHit[]
  /** Matches per kind (all of them, also those beyond the limit). */
  counts: Record<SearchKind, number>
  total: number
}

/** Title before headings before body (issue 42); parts of compounds count least. */
const BOOST = { title: 6, headings: 2.5, body: 1, parts: 0.6 } as const
const PROPERTIES = ['title', 'headings', 'body', 'parts'] as const
/** Characters of context around the first match in a snippet. */
const SNIPPET_CONTEXT = 90
/** Results considered per query before grouping (more than a results page lists). */
const CANDIDATES = 500

const schema = {
  kind: 'string',
  title: 'string',
  headings: 'string',
  body: 'string',
  parts: 'string',
} as const

function tokenizerFor(language: SearchLanguage): Tokenizer {
  return {
    language,
    normalizationCache: new Map(),
    // `parts` already holds terms (see toRecord); everything else, and the query, is folded and stemmed here.
    tokenize: (raw, _language, prop) =>
      prop === 'parts' ? raw.split(' ') : [...new Set(terms(raw, language))],
  }
}

/** An index of one language's documents; documents can be replaced while it serves queries. */
export class SearchIndex {
  private readonly db
  private readonly documents = new Map<string, Indexed>()
  private readonly vocabulary = new Vocabulary()

  constructor(readonly language: SearchLanguage) {
    this.db = create({ schema, components: { tokenizer: tokenizerFor(language) } })
  }

  get size(): number {
    return this.documents.size
  }

  /** Replaces every document whose id starts with `prefix` (e.g. `news:`) with `documents`. */
  replace(prefix: string, documents: SearchDocument[]): void {
    const old = [...this.documents.keys()].filter((id) => id.startsWith(prefix))
    if (old.length) removeMultiple(this.db, old)
    for (const id of old) {
      this.vocabulary.remove(this.documents.get(id)?.words.keys() ?? [])
      this.documents.delete(id)
    }
    for (const doc of documents) {
      const written = new Map<string, string>()
      for (const word of words(`${doc.title}\n${doc.headings}\n${doc.body}`)) {
        const t = termOf(word, this.language)
        if (!written.has(t)) written.set(t, word)
      }
      this.vocabulary.add(written)
      this.documents.set(doc.id, {
        doc,
        words: written,
        titleTerms: new Set(terms(doc.title, this.language)),
        headingTerms: new Set(terms(doc.headings, this.language)),
      })
    }
    insertMultiple(
      this.db,
      documents.map((doc) => ({
        id: doc.id,
        kind: doc.kind,
        title: doc.title,
        headings: doc.headings,
        body: doc.body,
        parts: parts(`${doc.title} ${doc.headings} ${doc.body}`, this.language).join(' '),
      })),
    )
  }

  /**
   * The documents matching `query`, best first: `limit` of them (or, `perKind`, that many of each kind), with the
   * counts of all matches per kind. Snippets are made for the returned ones only.
   */
  query(query: string, limit: number, { perKind = false } = {}): SearchResults {
    const parsed = parseQuery(query)
    const empty = { hits: [], counts: countKinds([]), total: 0 }
    if (!parsed.words.length) return empty
    // Compound parts are searched only for words long enough to be one.
    const withParts = parsed.words.every((word) => fold(word).length >= MIN_PART_LENGTH)
    const attempt = (searched: string[], threshold: number) =>
      search(this.db, {
        term: searched.join(' '),
        properties: withParts ? [...PROPERTIES] : ['title', 'headings', 'body'],
        boost: BOOST,
        threshold,
        limit: CANDIDATES,
      }) as { hits: { id: string; score: number }[] }
    // Every word must match, whole, by its beginning or as a part of a compound. Only when nothing does, a word
    // of 5 letters or more is read as the index's word one typo away, and then any word may match.
    let searched = parsed.words
    let found = attempt(searched, 0).hits
    if (!found.length) {
      searched = parsed.words.map((word) => {
        const t = termOf(word, this.language)
        return (fold(word).length >= 5 && this.vocabulary.correct(t)) || word
      })
      if (searched.some((word, i) => word !== parsed.words[i])) found = attempt(searched, 0).hits
      if (!found.length && searched.length > 1) found = attempt(searched, 1).hits
    }

    const queryTerms = new Set(searched.flatMap((word) => terms(word, this.language)))
    const matches = found
      .flatMap(({ id, score }) => {
        const indexed = this.documents.get(id)
        if (!indexed || !parsed.phrases.every((phrase) => containsPhrase(indexed, phrase))) return []
        return [{ doc: indexed.doc, score: score * wholeWordFactor(indexed, queryTerms) }]
      })
      .sort((a, b) => b.score - a.score)
    const taken = countKinds([])
    const chosen = perKind ? matches.filter(({ doc }) => taken[doc.kind]++ < limit) : matches.slice(0, limit)
    return {
      hits: chosen.map(({ doc, score }) => ({
        id: doc.id,
        kind: doc.kind,
        href: doc.href,
        title: doc.title,
        snippet: snippet(doc, queryTerms),
        germanStandIn: doc.germanStandIn,
        score,
      })),
      counts: countKinds(matches.map(({ doc }) => doc.kind)),
      total: matches.length,
    }
  }
}

/** A document as the index keeps it beside Orama: the document and the terms of its title and headings. */
type Indexed = {
  doc: SearchDocument
  /** Its terms, each with a word as written (for the vocabulary). */
  words: Map<string, string>
  titleTerms: Set<string>
  headingTerms: Set<string>
  /** Its words folded, space-separated, for quoted phrases (made when first needed). */
  folded?: string
}

/**
 * Orama matches a query term as the beginning of a word too ("Leitstelle" in "Leitstellenkongress") and scores
 * that alike; a title or heading holding the very word ranks higher: up to twice for the title, 1.5 times for
 * the headings, by the share of query terms found whole there.
 */
function wholeWordFactor({ titleTerms, headingTerms }: Indexed, queryTerms: Set<string>): number {
  const share = (set: Set<string>) => [...queryTerms].filter((t) => set.has(t)).length / queryTerms.size
  return (1 + share(titleTerms)) * (1 + 0.5 * share(headingTerms))
}

function countKinds(kinds: SearchKind[]): Record<SearchKind, number> {
  const counts = Object.fromEntries(SEARCH_KINDS.map((kind) => [kind, 0])) as Record<SearchKind, number>
  for (const kind of kinds) counts[kind]++
  return counts
}

/** The words of a query, and the phrases it quotes ("…"), each as its folded words. */
export function parseQuery(query: string): { words: string[]; phrases: string[][] } {
  const phrases = [...query.matchAll(/["„“”]([^"„“”]+)["„“”]/g)]
    .map((match) => words(match[1]).map(fold))
    .filter((phrase) => phrase.length > 1)
  // A single letter (other than a digit) finds everything and means nothing: it is not searched for.
  return { words: words(query).filter((word) => word.length > 1 || /\d/.test(word)), phrases }
}

function containsPhrase(indexed: Indexed, phrase: string[]): boolean {
  // Folded once, at the first quoted query that reaches the document.
  const { doc } = indexed
  indexed.folded ??= ` ${words(`${doc.title}\n${doc.headings}\n${doc.body}`).map(fold).join(' ')} `
  return indexed.folded.includes(` ${phrase.join(' ')} `)
}

/**
 * Whether a word of the text is one the query looked for: its folded form holds a query term (a term is the
 * beginning of its folded word, so this marks the word, its other forms and compounds holding it). Folding
 * without stemming keeps snippets cheap on long texts.
 */
function isMatch(word: string, queryTerms: Set<string>): boolean {
  const folded = fold(word)
  for (const t of queryTerms) {
    if (t.length >= MIN_PART_LENGTH ? folded.includes(t) : folded.startsWith(t)) return true
  }
  return false
}

const WORD_SPLIT = /([\p{L}\p{N}]+)/u

/** The body (or headings) around the first matching word, cut at word boundaries, the matches marked. */
function snippet(doc: SearchDocument, queryTerms: Set<string>): SnippetPart[] {
  const text =
    [doc.body, doc.headings].find((candidate) =>
      words(candidate).some((word) => isMatch(word, queryTerms)),
    ) ??
    (doc.body || doc.headings)
  const tokens = text.split(WORD_SPLIT)
  const firstMatch = tokens.findIndex((token, i) => i % 2 === 1 && isMatch(token, queryTerms))
  let offset = 0
  for (let i = 0; i < Math.max(firstMatch, 0); i++) offset += tokens[i].length
  const start =
    firstMatch < 0 ? 0 : Math.max(0, text.lastIndexOf(' ', Math.max(0, offset - SNIPPET_CONTEXT)) + 1)
  const endAt = text.indexOf(' ', Math.min(text.length, offset + SNIPPET_CONTEXT * 2))
  const end = endAt < 0 ? text.length : endAt
  const result: SnippetPart[] = []
  if (start > 0) result.push({ text: '… ', match: false })
  for (const [i, token] of text.slice(start, end).split(WORD_SPLIT).entries()) {
    if (!token) continue
    const match = i % 2 === 1 && isMatch(token, queryTerms)
    const last = result[result.length - 1]
    if (last && !last.match && !match) last.text += token
    else result.push({ text: token, match })
  }
  if (end < text.length) result.push({ text: ' …', match: false })
  return result
}
