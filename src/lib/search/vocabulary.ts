/**
 * The index's words, for correcting one typo in a query without a tolerant search over the whole index (slow on
 * a large index): each term is also kept under every form with one letter deleted, so the terms within one
 * edit of a query's term are found by a few lookups (the symmetric-delete method).
 */
export class Vocabulary {
  /** term → a word as written that has it (searching for the word finds the term again), and in how many documents. */
  private readonly terms = new Map<string, { word: string; count: number }>()
  /** A term, or the term with one letter deleted → the terms it stands for. */
  private readonly variants = new Map<string, Set<string>>()

  /** Counts one document's terms (term → a word of it as written). */
  add(words: Map<string, string>): void {
    for (const [term, word] of words) {
      const known = this.terms.get(term)
      if (known) {
        known.count++
        continue
      }
      this.terms.set(term, { word, count: 1 })
      for (const variant of variantsOf(term)) {
        const set = this.variants.get(variant) ?? new Set()
        set.add(term)
        this.variants.set(variant, set)
      }
    }
  }

  /** Takes one document's terms out again. */
  remove(terms: Iterable<string>): void {
    for (const term of terms) {
      const known = this.terms.get(term)
      if (!known || --known.count > 0) continue
      this.terms.delete(term)
      for (const variant of variantsOf(term)) {
        const set = this.variants.get(variant)
        set?.delete(term)
        if (set?.size === 0) this.variants.delete(variant)
      }
    }
  }

  /** The word of the most frequent term one edit away from `term` (not `term` itself), or null. */
  correct(term: string): string | null {
    let best: { word: string; count: number } | null = null
    for (const variant of variantsOf(term)) {
      for (const candidate of this.variants.get(variant) ?? []) {
        const known = this.terms.get(candidate)
        if (candidate === term || !known || !withinOneEdit(candidate, term)) continue
        if (!best || known.count > best.count) best = known
      }
    }
    return best?.word ?? null
  }
}

/** The term and every form of it with one letter deleted. */
function variantsOf(term: string): Set<string> {
  const variants = new Set([term])
  for (let i = 0; i < term.length; i++) variants.add(term.slice(0, i) + term.slice(i + 1))
  return variants
}

/** Levenshtein distance of at most one. */
export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false
  let i = 0
  while (i < a.length && i < b.length && a[i] === b[i]) i++
  return a.slice(i + 1) === b.slice(i + 1) || a.slice(i) === b.slice(i + 1) || a.slice(i + 1) === b.slice(i)
}
