import { term, words, type SearchLanguage } from './text'

/**
 * The words editors made synonyms of one another, in one language (src/globals/SiteSearch.ts): each group a list
 * of words or short phrases that mean the same ("Pager", "Meldeempfänger", "Funkmeldeempfänger"). A query's
 * word or phrase found in a group is searched as itself or as any other entry of the group.
 */
export class Synonyms {
  /** An entry's terms, joined by spaces → the other entries of its groups, as their words. */
  private readonly others = new Map<string, string[][]>()
  /** Words of the longest entry: the longest run of query words worth looking up. */
  readonly longest: number = 0

  constructor(groups: readonly (readonly string[])[], language: SearchLanguage) {
    for (const group of groups) {
      const entries = group.map((entry) => words(entry)).filter((entry) => entry.length > 0)
      for (const entry of entries) {
        const key = entry.map((word) => term(word, language)).join(' ')
        const known = this.others.get(key) ?? []
        for (const other of entries) if (other !== entry) known.push(other)
        this.others.set(key, known)
        this.longest = Math.max(this.longest, entry.length)
      }
    }
  }

  /** The other entries meaning what the words with these terms mean, or undefined. */
  of(terms: readonly string[]): string[][] | undefined {
    return this.others.get(terms.join(' '))
  }
}
