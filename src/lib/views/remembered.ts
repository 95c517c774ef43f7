import { countsOf, type Observation, type Tally } from './observation'
import { referrerHost } from './referrer'
import { addTallies } from './tally'

/**
 * What a request counts, remembered by its facts. Most requests of a busy minute are alike (one page, one
 * browser, no referrer): each different one is classified once (countsOf: its URL parsed, its path decoded,
 * its User-Agent matched), and the next one like it adds to the same tallies without a new object. Measured on
 * the app alone (`node --cpu-prof`, the bench's page): classifying and tallying each request anew took about
 * 4 % of the server's time, and this about 1 % (docs/decisions.md "Visitor counting").
 */

/** Different requests remembered at most; then forgotten all at once (a flood of unique URLs only costs time). */
const REMEMBERED = 1000
/** Facts longer than this (a long query or User-Agent) are classified each time, not kept. */
const LONGEST_FACTS = 1000
const known = new Map<string, Tally[]>()

/**
 * What one request described by `facts` counts: everything that decides it, as one string (factsOf, or a line
 * of the proxy's view log); `observe` gives its observation when it is new.
 */
export function talliesOf(facts: string, observe: () => Observation | null): Tally[] {
  let tallies = known.get(facts)
  if (!tallies) {
    const observation = observe()
    tallies = observation ? countsOf(observation) : []
    if (facts.length <= LONGEST_FACTS) {
      if (known.size >= REMEMBERED) known.clear()
      known.set(facts, tallies)
    }
  }
  return tallies
}

/** Counts one request (or `times` alike) described by `facts` (see talliesOf). */
export function countRemembered(
  facts: string,
  observe: () => Observation | null,
  now = new Date(),
  times = 1,
): void {
  addTallies(talliesOf(facts, observe), now, times)
}

/**
 * An observation's facts: every field countsOf reads, separated by a line break (which no header holds); of the
 * Referer and Host, the referrer's host alone, which is all countsOf takes of them.
 */
export function factsOf(o: Observation): string {
  const marks = `${o.signedIn ? 1 : 0}${o.rsc ? 1 : 0}${o.prefetch ? 1 : 0}${o.overRate ? 1 : 0}`
  return `${o.method}\n${o.status}\n${marks}\n${o.contentType}\n${o.target}\n${o.userAgent}\n${referrerHost(o.referer, o.host)}`
}
