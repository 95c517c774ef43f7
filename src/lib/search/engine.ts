import { MIN_PART_LENGTH, splitCompound } from './compounds'
import { snippet } from './snippet'
import { Synonyms } from './synonyms'
import { fold, matchedWhole, stem, words, type SearchLanguage } from './text'
import {
  SEARCH_KINDS,
  type QueryOptions,
  type SearchDocument,
  type SearchHit,
  type SearchKind,
  type SearchResults,
  type SearchSection,
  type SearchSettings,
} from './types'
import { WordIndex, type MatchMode, type Scored } from './wordIndex'

export * from './types'

/**
 * Ranking by kind and depth: a page of the site (a solution, an overview) before the records that mention its
 * topic; a record's page before news and events; an entry of a longer page (a history entry, an office) below
 * the page about its topic. Each level of path below the second costs a little more.
 */
const KIND_PRIOR: Record<SearchKind, number> = {
  page: 1.3,
  project: 1,
  job: 1,
  document: 0.95,
  news: 0.8,
  event: 0.8,
}
const ENTRY_PRIOR = 0.55
const DEPTH_COST = 0.1
/** A title holding every word of the query counts this much more; a title (in either language) that is the query, this much. */
const IN_TITLE = 1.5
const TITLE_IS_QUERY = 2.5
/** A text holding the query's words next to one another, in its order, counts up to this much more. */
const NEIGHBOURS = 1.6
/** How many of the best matches are looked at for their words' neighbourhood (it reads their text). */
const NEIGHBOURS_CHECKED = 60
/** How much the other ways of reading a word count beside the word itself. */
const ALTERNATIVE_WEIGHT = { synonym: 0.8, compound: 0.5, correction: 0.9 } as const
/** A compound is also searched as its parts when the word itself is in fewer documents than this. */
const COMPOUND_BELOW = 3
/** When fewer documents hold all the words, documents holding at least half of them are shown too. */
const RELAX_BELOW = 3
/** Shortest query word that is corrected when it finds nothing (shorter ones are too often another word). */
const CORRECT_FROM = 5

/** A query word as searched: folded, and how it may match (see MatchMode). */
type QueryWord = { folded: string; mode: MatchMode }
/** One way to read a group: all its words must match. */
type Alternative = { words: QueryWord[]; weight: number }
/** A word of the query (or a run of words that is a synonym), with the ways it may be read. */
type Group = { written: string; folded: string; alternatives: Alternative[] }
/** What a group found: each document's score, and the index's words it matched there. */
type Found = { scores: Map<number, Scored>; words: Set<string> }

type Stored = {
  doc: SearchDocument
  prior: number
  /** Its titles (in every language) as query keys (see queryKey). */
  titleKeys: string[]
  /** Folded words of each line, for quoted phrases (made when first needed). */
  lines?: string
  /** Folded words of each section's heading and text (made when first needed). */
  sectionWords?: { heading: Set<string>; text: Set<string> }[]
}

function prior(doc: SearchDocument): number {
  const [path, anchor] = doc.href.split('#')
  const depth = path.split('/').filter(Boolean).length
  return (KIND_PRIOR[doc.kind] / (1 + DEPTH_COST * Math.max(0, depth - 2))) * (anchor ? ENTRY_PRIOR : 1)
}

function countKinds(kinds: Iterable<SearchKind>): Record<SearchKind, number> {
  const counts = Object.fromEntries(SEARCH_KINDS.map((kind) => [kind, 0])) as Record<SearchKind, number>
  for (const kind of kinds) counts[kind]++
  return counts
}

/** The words of a query (single letters other than digits left out), and the phrases it quotes as folded words. */
export function parseQuery(query: string): { words: string[]; phrases: string[][] } {
  const phrases = [...query.matchAll(/["„“”]([^"„“”]+)["„“”]/g)]
    .map((match) => words(match[1]).map(fold))
    .filter((phrase) => phrase.length > 1)
  return { words: words(query).filter((word) => word.length > 1 || /\d/.test(word)), phrases }
}

/** A query (or a title) as compared whole: its searched words folded, in order. */
export function queryKey(text: string): string {
  return parseQuery(text).words.map(fold).join(' ')
}

const queryWord = (folded: string): QueryWord => ({ folded, mode: matchedWhole(folded) ? 'whole' : 'open' })
/** A synonym's word finds its own forms only: "Stellen" is not the beginning of "Stellenwert" or part of "Leitstelle". */
const synonymWord = (folded: string): QueryWord => ({
  folded,
  mode: matchedWhole(folded) ? 'whole' : 'forms',
})

/** Folded words of a text, each line between spaces and lines apart, for finding a phrase within one line. */
function foldedLines(text: string): string {
  return text
    .split('\n')
    .map((line) => ` ${words(line).map(fold).join(' ')} `)
    .join('|')
}

/** An index of one language's documents; documents can be replaced while it serves queries. */
export class SearchIndex {
  private readonly index: WordIndex
  private readonly stored = new Map<number, Stored>()
  private readonly slots = new Map<string, number>()
  private readonly free: number[] = []
  private next = 0
  private synonyms: Synonyms
  private pins = new Map<string, string[]>()

  constructor(readonly language: SearchLanguage) {
    this.index = new WordIndex(language)
    this.synonyms = new Synonyms([], language)
  }

  get size(): number {
    return this.stored.size
  }

  /** The editors' synonyms and pinned results of this language. */
  configure(settings: SearchSettings): void {
    this.synonyms = new Synonyms(settings.synonyms, this.language)
    this.pins = new Map()
    for (const pin of settings.pins) {
      const key = queryKey(pin.query)
      if (key) this.pins.set(key, [...(this.pins.get(key) ?? []), pin.href])
    }
  }

  /** Forgets what earlier queries looked up (the benchmark times each query as the first of its words). */
  clearCaches(): void {
    this.index.clearCache()
  }

  /** Replaces every document whose id starts with `prefix` (e.g. `news:`) with `documents`. */
  replace(prefix: string, documents: readonly SearchDocument[]): void {
    const old = new Set<number>()
    for (const [id, slot] of this.slots) {
      if (!id.startsWith(prefix)) continue
      old.add(slot)
      this.slots.delete(id)
      this.stored.delete(slot)
    }
    this.index.remove(old)
    this.free.push(...old)
    for (const doc of documents) {
      const slot = this.free.pop() ?? this.next++
      const sections = doc.sections ?? []
      this.index.add(slot, [
        doc.title,
        [doc.headings, ...sections.map((section) => section.heading)].join('\n'),
        [doc.body, ...sections.map((section) => section.text)].join('\n'),
        doc.otherTitle ?? '',
      ])
      this.slots.set(doc.id, slot)
      this.stored.set(slot, {
        doc,
        prior: prior(doc),
        titleKeys: [doc.title, ...(doc.otherTitle ?? '').split('\n')].filter(Boolean).map(queryKey),
      })
    }
  }

  /**
   * The documents matching `query`, best first: `limit` of them from `offset` (of one `kind`, or with `perKind`
   * that many of each kind), the counts of all matches per kind, the correction made and the words no result
   * holds. Snippets and sections are made for the returned ones only.
   */
  query(query: string, options: QueryOptions): SearchResults {
    const parsed = parseQuery(query)
    const none: SearchResults = { hits: [], counts: countKinds([]), total: 0, corrected: null, missing: [] }
    const groups = this.plan(parsed.words)
    if (!groups.length && !this.pins.has(queryKey(query))) return none

    let corrected = false
    const found = groups.map((group) => {
      let result = this.find(group)
      const [own] = group.alternatives
      if (result.scores.size < COMPOUND_BELOW && own.words.length === 1) {
        const parts = this.compoundParts(own.words[0].folded)
        if (parts) {
          group.alternatives.push({ words: parts.map(queryWord), weight: ALTERNATIVE_WEIGHT.compound })
          result = this.find(group)
        }
      }
      if (!result.scores.size && options.correct !== false && this.correctable(group)) {
        const nearest = this.index.nearest(group.written)
        if (nearest) {
          group.written = nearest.written
          group.alternatives = [{ words: [queryWord(nearest.folded)], weight: ALTERNATIVE_WEIGHT.correction }]
          result = this.find(group)
          corrected = true
        }
      }
      return result
    })

    const ranked = this.rank(groups, found, parsed)
    const scores = new Map(ranked.map(({ slot, score }) => [slot, score]))
    const pinned = this.pinned(query)
    const order = [...pinned, ...ranked.map(({ slot }) => slot).filter((slot) => !pinned.includes(slot))]
    const kinds = order.map((slot) => this.stored.get(slot)!.doc.kind)
    const offset = options.offset ?? 0
    const taken = countKinds([])
    const chosen = options.perKind
      ? order.filter((_, i) => taken[kinds[i]]++ < options.limit)
      : order
          .filter((_, i) => !options.kind || kinds[i] === options.kind)
          .slice(offset, offset + options.limit)

    const phraseWords = new Set(parsed.phrases.flat())
    const marked = new Set(
      found.flatMap((result, i) => (phraseWords.has(groups[i].folded) ? [] : [...result.words])),
    )
    return {
      hits: chosen.map((slot) => ({
        ...this.hit(slot, found, marked, parsed.phrases),
        pinned: pinned.includes(slot),
        score: scores.get(slot) ?? 0,
      })),
      counts: countKinds(kinds),
      total: order.length,
      corrected: corrected ? groups.map((group) => group.written).join(' ') : null,
      missing: groups.flatMap((group, i) => (found[i].scores.size ? [] : [group.written])),
    }
  }

  /** The query's groups: runs of words that are an editor's synonym, otherwise each word alone; each once. */
  private plan(queryWords: string[]): Group[] {
    const folded = queryWords.map(fold)
    const stems = folded.map((word) => stem(word, this.language))
    const groups = new Map<string, Group>()
    for (let i = 0; i < folded.length;) {
      let size = 1
      let others: string[][] = []
      for (let length = Math.min(this.synonyms.longest, folded.length - i); length >= 1; length--) {
        const found = this.synonyms.of(stems.slice(i, i + length))
        if (found) {
          size = length
          others = found
          break
        }
      }
      const key = folded.slice(i, i + size).join(' ')
      if (!groups.has(key))
        groups.set(key, {
          written: queryWords.slice(i, i + size).join(' '),
          folded: key,
          alternatives: [
            { words: folded.slice(i, i + size).map(queryWord), weight: 1 },
            ...others.map((other) => ({
              words: other.map((word) => synonymWord(fold(word))),
              weight: ALTERNATIVE_WEIGHT.synonym,
            })),
          ],
        })
      i += size
    }
    return [...groups.values()]
  }

  /** A word of the index's own parts ("leitstellenausstattung" → leitstellen ausstattung), or null. */
  private compoundParts(folded: string): string[] | null {
    if (folded.length < 2 * MIN_PART_LENGTH || matchedWhole(folded)) return null
    return splitCompound(folded, (part) => this.index.knows(part))
  }

  /** Only a single word of CORRECT_FROM letters or more, neither it nor its stem a word of the site, is corrected. */
  private correctable(group: Group): boolean {
    return (
      !group.folded.includes(' ') &&
      group.folded.length >= CORRECT_FROM &&
      !/\d/.test(group.folded) &&
      !this.index.knows(group.folded)
    )
  }

  /** The documents a group finds: for each, its best reading's score (all of that reading's words found). */
  private find(group: Group): Found {
    const scores = new Map<number, Scored>()
    const matched = new Set<string>()
    for (const alternative of group.alternatives) {
      let together: Map<number, Scored> | null = null
      const words: string[] = []
      for (const word of alternative.words) {
        const matches = this.index.match(word.folded, word.mode)
        const scored = this.index.score(matches)
        for (const match of matches) words.push(match.word.folded)
        if (!together) together = scored
        else {
          const both = new Map<number, Scored>()
          for (const [slot, score] of scored) {
            const before = together.get(slot)
            if (before)
              both.set(slot, { score: before.score + score.score, inTitle: before.inTitle && score.inTitle })
          }
          together = both
        }
        if (!together.size) break
      }
      if (!together?.size) continue
      for (const word of words) matched.add(word)
      for (const [slot, { score, inTitle }] of together) {
        const weighted = score * alternative.weight
        const before = scores.get(slot)
        if (!before || before.score < weighted)
          scores.set(slot, { score: weighted, inTitle: inTitle || !!before?.inTitle })
      }
    }
    return { scores, words: matched }
  }

  /**
   * The matching documents' slots, best first: those holding every group, or, when fewer than RELAX_BELOW do,
   * also those holding at least half of them, ranked by how many they hold first. Quoted phrases must appear.
   * Scores: the groups' BM25, times the document's kind and depth, a title that holds or is the query, and
   * (for the best) the query's words standing together in its text.
   */
  private rank(
    groups: Group[],
    found: Found[],
    { words: queryWords, phrases }: { words: string[]; phrases: string[][] },
  ): { slot: number; score: number }[] {
    const key = queryWords.map(fold).join(' ')
    const totals = new Map<number, { score: number; groups: number; inTitle: number }>()
    for (const { scores } of found) {
      for (const [slot, { score, inTitle }] of scores) {
        const total = totals.get(slot) ?? { score: 0, groups: 0, inTitle: 0 }
        total.score += score
        total.groups++
        if (inTitle) total.inTitle++
        totals.set(slot, total)
      }
    }
    // A document without one of a phrase's words cannot hold the phrase: only the others' text is read.
    const phraseWords = new Set(phrases.flat())
    const inPhrases = found.filter((_, i) => phraseWords.has(groups[i].folded))
    const withPhrases = [...totals].filter(
      ([slot]) =>
        inPhrases.every(({ scores }) => scores.has(slot)) &&
        phrases.every((phrase) => this.holdsPhrase(slot, phrase)),
    )
    const all = withPhrases.filter(([, total]) => total.groups === groups.length)
    const needed = all.length < RELAX_BELOW ? Math.ceil(groups.length / 2) : groups.length
    const ranked = withPhrases
      .filter(([, total]) => total.groups >= needed)
      .map(([slot, total]) => {
        const stored = this.stored.get(slot)!
        let score = total.score * stored.prior
        if (stored.titleKeys.includes(key)) score *= TITLE_IS_QUERY
        else if (total.inTitle === groups.length) score *= IN_TITLE
        return { slot, groups: total.groups, score }
      })
      .sort((a, b) => b.groups - a.groups || b.score - a.score)
    if (queryWords.length < 2) return ranked
    const pairs = queryWords.slice(1).map((word, i) => ` ${fold(queryWords[i])} ${fold(word)} `)
    for (const entry of ranked.slice(0, NEIGHBOURS_CHECKED)) {
      const lines = this.lines(entry.slot)
      const together = pairs.filter((pair) => lines.includes(pair)).length / pairs.length
      entry.score *= 1 + (NEIGHBOURS - 1) * together
    }
    return ranked.sort((a, b) => b.groups - a.groups || b.score - a.score)
  }

  /** A document's folded lines (see foldedLines), made when first needed. */
  private lines(slot: number): string {
    const stored = this.stored.get(slot)!
    const { doc } = stored
    stored.lines ??= foldedLines(
      [doc.title, doc.headings, doc.body, ...(doc.sections ?? []).flatMap((s) => [s.heading, s.text])].join(
        '\n',
      ),
    )
    return stored.lines
  }

  private holdsPhrase(slot: number, phrase: string[]): boolean {
    return this.lines(slot).includes(` ${phrase.join(' ')} `)
  }

  /** The documents editors pinned for this very query, in their order. */
  private pinned(query: string): number[] {
    const hrefs = this.pins.get(queryKey(query))
    if (!hrefs) return []
    const byHref = new Map([...this.stored].map(([slot, { doc }]) => [doc.href, slot]))
    return [...new Set(hrefs.flatMap((href) => (byHref.has(href) ? [byHref.get(href)!] : [])))]
  }

  /**
   * The section of a long document that holds most of the query (its heading counting twice), or null: also when
   * its title holds the whole query (the visitor looks for the page itself).
   */
  private section(stored: Stored, found: Found[], phrases: string[][]): SearchSection | null {
    const sections = stored.doc.sections ?? []
    if (!sections.length) return null
    const title = new Set(words(`${stored.doc.title} ${stored.doc.otherTitle ?? ''}`).map(fold))
    if (found.every(({ words: matched }) => [...title].some((word) => matched.has(word)))) return null
    stored.sectionWords ??= sections.map((section) => ({
      heading: new Set(words(section.heading).map(fold)),
      text: new Set(words(section.text).map(fold)),
    }))
    let best: { section: SearchSection; score: number } | null = null
    sections.forEach((section, i) => {
      const { heading, text } = stored.sectionWords![i]
      let score = 0
      for (const { words: matched } of found) {
        if ([...heading].some((word) => matched.has(word))) score += 2
        else if ([...text].some((word) => matched.has(word))) score += 1
      }
      const lines = foldedLines(`${section.heading}\n${section.text}`)
      score += 3 * phrases.filter((phrase) => lines.includes(` ${phrase.join(' ')} `)).length
      if (score > 0 && (!best || score > best.score)) best = { section, score }
    })
    return (best as { section: SearchSection } | null)?.section ?? null
  }

  private hit(
    slot: number,
    found: Found[],
    marked: Set<string>,
    phrases: string[][],
  ): Omit<SearchHit, 'pinned' | 'score'> {
    const stored = this.stored.get(slot)!
    const { doc } = stored
    const section = this.section(stored, found, phrases)
    const relevant = found.filter(({ scores }) => scores.has(slot))
    const holds = (text: string) =>
      words(text).some((word) => marked.has(fold(word))) ||
      phrases.some((phrase) => foldedLines(text).includes(` ${phrase.join(' ')} `))
    const text = section
      ? `${section.text}`
      : ([doc.body, doc.headings].find((candidate) => relevant.length && holds(candidate)) ??
        (doc.body || doc.headings))
    return {
      id: doc.id,
      kind: doc.kind,
      href: section ? `${doc.href.split('#')[0]}#${section.anchor}` : doc.href,
      title: doc.title,
      section: section?.heading ?? null,
      snippet: snippet(text, marked, phrases),
      germanStandIn: doc.germanStandIn,
    }
  }
}
