import { stemmer as germanStemmer } from '@orama/stemmers/german'
import { stemmer as englishStemmer } from '@orama/stemmers/english'
import type { Locale } from '@/i18n/routing'

/** The site's languages, each of which search stems when STEMMERS has its stemmer, and otherwise finds whole words. */
export type SearchLanguage = Locale

const STEMMERS: Partial<Record<Locale, (word: string) => string>> = { de: germanStemmer, en: englishStemmer }

/** Shortest tail of a long word that is indexed as a part of a compound ("Ausweich|leitstelle"). */
export const MIN_PART_LENGTH = 4
/** Words shorter than this are not split into parts at all. */
const MIN_COMPOUND_LENGTH = 8

/**
 * Folds a word the way a German reader types it without umlauts: lower case, ä/ö/ü as a/o/u (also when
 * written ae/oe/ue), ß as ss (also written sz), accents dropped. Index and query fold alike, so "Straße",
 * "Strasse" and "Strasze" are one word.
 */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ae/g, 'a')
    .replace(/oe/g, 'o')
    .replace(/ue/g, 'u')
    .replace(/sz/g, 'ss')
}

/** The words of a text, as written (letters and digits; hyphenated words split at the hyphen). */
export function words(text: string): string[] {
  return text.match(/[\p{L}\p{N}]+/gu) ?? []
}

/** A word as the index holds it: folded, then stemmed in the text's language. */
export function term(word: string, language: SearchLanguage): string {
  const folded = fold(word)
  // Numbers and very short words stay as they are: the stemmers only mangle them.
  return folded.length < 4 || /^\d/.test(folded) ? folded : (STEMMERS[language]?.(folded) ?? folded)
}

/** The terms of a text, in order (duplicates kept: BM25 counts them). */
export function terms(text: string, language: SearchLanguage): string[] {
  return words(text).map((word) => term(word, language))
}

/**
 * The parts of a compound a reader may search for: every tail of a long term of at least MIN_PART_LENGTH
 * letters ("ausweichleitstell" → "leitstell", "stell", …), the term itself excluded. Searched by prefix, these
 * find a word inside a compound ("Leitstelle" → "Ausweichleitstelle", "Funk" → "Digitalfunk") without a
 * dictionary of German words; they rank below whole words (a property of their own, boosted less).
 */
export function parts(text: string, language: SearchLanguage): string[] {
  const found = new Set<string>()
  for (const t of terms(text, language)) {
    if (t.length < MIN_COMPOUND_LENGTH) continue
    for (let start = 1; start + MIN_PART_LENGTH <= t.length; start++) found.add(t.slice(start))
  }
  return [...found]
}
