/** Shortest part of a compound that is searched on its own ("Funk" in "Digitalfunk"). */
export const MIN_PART_LENGTH = 4
/** Letters that join the parts of a German compound: Leitstelle|n|ausstattung, Arbeit|s|platz, Funk|en|… */
const LINKS = ['', 's', 'n', 'en', 'es'] as const

/**
 * A compound split into the parts the index knows ("leitstellenausstattung" → leitstellen, ausstattung), or null
 * when it cannot be: the longest known first part whose rest is a known word or splits again, with the linking
 * letters -s-, -n-, -en-, -es- between parts. `known` decides what a word of the site is (the index's own
 * vocabulary), so no dictionary of German is needed and no part is made up.
 */
export function splitCompound(folded: string, known: (part: string) => boolean): string[] | null {
  const memo = new Map<string, string[] | null>()
  const split = (rest: string, whole: boolean): string[] | null => {
    if (!whole && known(rest)) return [rest]
    const key = `${whole}|${rest}`
    if (memo.has(key)) return memo.get(key)!
    let found: string[] | null = null
    for (let end = rest.length - MIN_PART_LENGTH; end >= MIN_PART_LENGTH && !found; end--) {
      const head = rest.slice(0, end)
      if (!known(head)) continue
      for (const link of LINKS) {
        const tail = rest.slice(end)
        if (!tail.startsWith(link) || tail.length - link.length < MIN_PART_LENGTH) continue
        const parts = split(tail.slice(link.length), false)
        if (parts) {
          found = [head, ...parts]
          break
        }
      }
    }
    memo.set(key, found)
    return found
  }
  return split(folded, true)
}
