import { stemmer as germanStemmer } from '@orama/stemmers/german'
import { stemmer as englishStemmer } from '@orama/stemmers/english'
import type { Locale } from '@/i18n/routing'

/** The site's languages, each of which search stems when STEMMERS has its stemmer, and otherwise finds whole words. */
export type SearchLanguage = Locale

const STEMMERS: Partial<Record<Locale, (word: string) => string>> = { de: germanStemmer, en: englishStemmer }

/**
 * Folds a word the way a German reader types it without umlauts: lower case, ä/ö/ü as a/o/u (also when
 * written ae/oe/ue), ß as ss (also written sz), accents dropped. Index and query fold alike, so "Straße",
 * "Strasse" and "Strasze" are one word.
 */
export function fold(text: string): string {
  if (text.length > FOLD_KEPT_UP_TO) return foldNow(text)
  let folded = FOLDED.get(text)
  if (folded === undefined) {
    if (FOLDED.size >= FOLDED_MAX) FOLDED.clear()
    folded = foldNow(text)
    FOLDED.set(text, folded)
  }
  return folded
}

/**
 * Words folded before, kept: a query folds the words of its results' texts for their snippets, words the index
 * folded when it read them (folding anew took a third of a query's time on the ×20 benchmark).
 */
const FOLDED = new Map<string, string>()
const FOLDED_MAX = 200_000
const FOLD_KEPT_UP_TO = 40

function foldNow(text: string): string {
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

/** A folded word's stem in a language: numbers and very short words stay as they are (stemmers only mangle them). */
export function stem(folded: string, language: SearchLanguage): string {
  return folded.length < 4 || /\d/.test(folded) ? folded : (STEMMERS[language]?.(folded) ?? folded)
}

/** A word as the index compares it: folded, then stemmed in the text's language. */
export function term(word: string, language: SearchLanguage): string {
  return stem(fold(word), language)
}

/**
 * Whether a query word is matched only whole, never as the beginning or part of a longer word: a lone digit or
 * number ("1" is not 1983), or a word of one or two letters.
 */
export function matchedWhole(folded: string): boolean {
  return folded.length <= 2 || /\d/.test(folded)
}
