import { editDistance } from './editDistance'
import { fold, stem, words, type SearchLanguage } from './text'

/** The searched fields of a document, in this order: its title, headings, text, the other language's title. */
export const FIELD_COUNT = 4
export const TITLE = 0
/** A field's weight in a document's score: a title counts most, the other language's words less than its own. */
const BOOST = [6, 2.5, 1, 1.5] as const
/** BM25's saturation and length normalisation. */
const K1 = 1.2
const B = 0.75
/** Occurrences of a word in one field are counted up to this (they are packed into one number per document). */
const TF_MAX = 255

/** A word of the index (folded): its stem, how it was first written, and the documents holding it. */
export type Word = {
  folded: string
  stem: string
  written: string
  /** As typed (see typed()): what a typo is counted on besides the folded word. */
  typed: string
  /** Document slots, and per slot the word's count in each field (packed base 256). */
  slots: number[]
  counts: number[]
}

/** How a query word found a word of the index, and how much that counts. */
export const MATCH_WEIGHT = { same: 1, stem: 0.9, prefix: 0.6, part: 0.45 } as const

/**
 * How a query word may match: `whole` only the very word (a number, a word of one or two letters), `forms` the
 * word and its other forms (an editor's synonym), `open` also a longer word it begins or is a later part of.
 */
export type MatchMode = 'whole' | 'forms' | 'open'

/** A word of the index matched by a query word, with the weight of the way it matched. */
export type WordMatch = { word: Word; weight: number }

/** A document's score for some matched words, and whether its title holds one of them. */
export type Scored = { score: number; inTitle: boolean }

/**
 * Whether two words of one stem are forms of one word, not two words the stemmer conflates ("generation" and
 * "general" share the stem "gener"): they differ in their last three letters at most.
 */
function inflected(a: string, b: string): boolean {
  let common = 0
  while (common < a.length && common < b.length && a[common] === b[common]) common++
  return common >= Math.max(a.length, b.length) - 3
}

/** A word lower-cased with accents and ß dropped but ae/oe/ue kept: typos are counted on what was typed. */
function typed(word: string): string {
  return word
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
}

const FIELD_BASE = Array.from({ length: FIELD_COUNT }, (_, field) => 256 ** field)

function unpack(packed: number, field: number): number {
  return Math.floor(packed / FIELD_BASE[field]) % 256
}

/**
 * An inverted index of folded words with BM25 scoring per field. Documents live in numbered slots; a word is
 * matched whole, by its stem, by its beginning or inside a longer word (a compound's part), by a scan over the
 * vocabulary that is cheap at the site's size and kept per query word until the index changes.
 */
export class WordIndex {
  readonly words = new Map<string, Word>()
  /** How many words of the index have each stem (a stem is known while any of its words is). */
  private readonly stems = new Map<string, number>()
  private readonly lengths: number[][] = []
  private readonly slotWords: (string[] | undefined)[] = []
  private readonly lengthSums = new Array<number>(FIELD_COUNT).fill(0)
  private documents = 0
  private readonly matchCache = new Map<string, WordMatch[]>()
  /** Stems of words asked about that are not the index's own (compound parts tried, query words). */
  private readonly stemCache = new Map<string, string>()

  constructor(private readonly language: SearchLanguage) {}

  get size(): number {
    return this.documents
  }

  /** Indexes the texts of a document's fields (FIELD_COUNT of them) in `slot`. */
  add(slot: number, fields: readonly string[]): void {
    const counts = new Map<string, { word: string; counts: number[] }>()
    const lengths = new Array<number>(FIELD_COUNT).fill(0)
    fields.forEach((text, field) => {
      for (const written of words(text)) {
        const folded = fold(written)
        let entry = counts.get(folded)
        if (!entry) counts.set(folded, (entry = { word: written, counts: new Array(FIELD_COUNT).fill(0) }))
        entry.counts[field]++
        lengths[field]++
      }
    })
    for (const [folded, { word: written, counts: perField }] of counts) {
      let word = this.words.get(folded)
      if (!word) {
        word = {
          folded,
          stem: stem(folded, this.language),
          written,
          typed: typed(written),
          slots: [],
          counts: [],
        }
        this.words.set(folded, word)
        this.stems.set(word.stem, (this.stems.get(word.stem) ?? 0) + 1)
      }
      word.slots.push(slot)
      word.counts.push(perField.reduce((packed, n, field) => packed + Math.min(n, TF_MAX) * 256 ** field, 0))
    }
    this.slotWords[slot] = [...counts.keys()]
    this.lengths[slot] = lengths
    lengths.forEach((n, field) => (this.lengthSums[field] += n))
    this.documents++
    this.matchCache.clear()
  }

  /** Takes the documents in `slots` out, each word's postings filtered once. */
  remove(slots: ReadonlySet<number>): void {
    if (!slots.size) return
    const touched = new Set<string>()
    for (const slot of slots) {
      for (const folded of this.slotWords[slot] ?? []) touched.add(folded)
      this.lengths[slot]?.forEach((n, field) => (this.lengthSums[field] -= n))
      this.slotWords[slot] = undefined
      this.documents--
    }
    for (const folded of touched) {
      const word = this.words.get(folded)!
      const keep = word.slots.flatMap((slot, i) => (slots.has(slot) ? [] : [i]))
      word.counts = keep.map((i) => word.counts[i])
      word.slots = keep.map((i) => word.slots[i])
      if (word.slots.length) continue
      this.words.delete(folded)
      const left = (this.stems.get(word.stem) ?? 1) - 1
      if (left) this.stems.set(word.stem, left)
      else this.stems.delete(word.stem)
    }
    this.matchCache.clear()
  }

  /** Forgets the words earlier queries matched. */
  clearCache(): void {
    this.matchCache.clear()
  }

  /** Whether a folded word, or another of its stem, is a word of the index. */
  knows(folded: string): boolean {
    return this.words.has(folded) || this.stems.has(this.stemOf(folded))
  }

  /** A folded word's stem (the stemmer is slow beside a lookup: a compound's split asks for many). */
  stemOf(folded: string): string {
    const known = this.words.get(folded)?.stem ?? this.stemCache.get(folded)
    if (known !== undefined) return known
    if (this.stemCache.size > 10_000) this.stemCache.clear()
    const found = stem(folded, this.language)
    this.stemCache.set(folded, found)
    return found
  }

  /**
   * The index's words a query word finds (see MatchMode): the same word, one of its stem, one it begins and, from
   * four letters, one that holds it inside (a compound's later part).
   */
  match(folded: string, mode: MatchMode): WordMatch[] {
    const key = `${mode}:${folded}`
    const cached = this.matchCache.get(key)
    if (cached) return cached
    let found: WordMatch[]
    const open = mode === 'open'
    if (mode === 'whole') {
      const word = this.words.get(folded)
      found = word ? [{ word, weight: MATCH_WEIGHT.same }] : []
    } else {
      found = []
      const wanted = this.stemOf(folded)
      // A stem no word of the index has is no part of one either ("entreing" is not "entre" in "centre").
      const part = wanted.length >= 4 && this.stems.has(wanted) ? wanted : folded
      const findsParts = open && folded.length >= 4
      for (const word of this.words.values()) {
        const weight =
          word.folded === folded
            ? MATCH_WEIGHT.same
            : word.stem === wanted && inflected(word.folded, folded)
              ? MATCH_WEIGHT.stem
              : open && word.folded.startsWith(folded)
                ? MATCH_WEIGHT.prefix
                : findsParts && word.folded.length >= part.length + 3 && word.folded.indexOf(part, 1) > 0
                  ? MATCH_WEIGHT.part
                  : 0
        if (weight) found.push({ word, weight })
      }
    }
    if (this.matchCache.size > 2000) this.matchCache.clear()
    this.matchCache.set(key, found)
    return found
  }

  /**
   * The index's word nearest a query word (as written) that finds nothing: at most one edit away (two from nine letters),
   * five letters or more, the most frequent of the nearest. Null when none is that near.
   */
  nearest(written: string): Word | null {
    const folded = fold(written)
    const asTyped = typed(written)
    let best: { word: Word; distance: number } | null = null
    const max = folded.length >= 9 ? 2 : 1
    for (const word of this.words.values()) {
      if (word.folded.length < 5 || /\d/.test(word.folded)) continue
      const bound = best ? best.distance : max
      // Counted on the folded words and on the words as typed: "Prjoect" folds to "prjoct", two from "project".
      let distance = editDistance(folded, word.folded, bound)
      if (distance > 0 && (asTyped !== folded || word.typed !== word.folded))
        distance = Math.min(distance, editDistance(asTyped, word.typed, bound))
      if (distance === 0 || distance > (best ? best.distance : max)) continue
      if (!best || distance < best.distance || word.slots.length > best.word.slots.length)
        best = { word, distance }
    }
    return best?.word ?? null
  }

  /** BM25 per field of the matched words taken as one term, weighted by field and by how each word matched. */
  score(matches: readonly WordMatch[]): Map<number, Scored> {
    const perSlot = new Map<number, number[]>()
    for (const { word, weight } of matches) {
      for (let i = 0; i < word.slots.length; i++) {
        let tf = perSlot.get(word.slots[i])
        if (!tf) perSlot.set(word.slots[i], (tf = new Array<number>(FIELD_COUNT).fill(0)))
        for (let field = 0; field < FIELD_COUNT; field++) tf[field] += weight * unpack(word.counts[i], field)
      }
    }
    const n = this.documents
    const df = perSlot.size
    const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5))
    const scored = new Map<number, Scored>()
    for (const [slot, tf] of perSlot) {
      const lengths = this.lengths[slot]
      let score = 0
      for (let field = 0; field < FIELD_COUNT; field++) {
        if (!tf[field]) continue
        const average = this.lengthSums[field] / Math.max(1, n) || 1
        const norm = 1 - B + (B * lengths[field]) / average
        score += (BOOST[field] * tf[field] * (K1 + 1)) / (tf[field] + K1 * norm)
      }
      scored.set(slot, { score: idf * score, inTitle: tf[TITLE] > 0 })
    }
    return scored
  }
}
