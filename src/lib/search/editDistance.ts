/** The three rows of the table, kept between calls: a typo's search compares one word with the whole vocabulary. */
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)]

/**
 * How many edits `a` and `b` are apart, up to `max` (more is `max + 1`): a letter inserted, deleted, changed, or two neighbours
 * swapped (optimal string alignment distance, so "Alarmeirung" is one typo from "Alarmierung"). Gives up as soon
 * as two rows of the table are over `max`, so comparing a word with a whole vocabulary stays cheap.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  if (a === b) return 0
  if (rows[0].length <= b.length) rows = rows.map(() => new Int32Array(2 * (b.length + 1)))
  let [before, previous, current] = rows
  for (let j = 0; j <= b.length; j++) previous[j] = j
  let previousMin = 0
  for (let i = 1; i <= a.length; i++) {
    current[0] = i
    let rowMin = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      )
        value = Math.min(value, before[j - 2] + 1)
      current[j] = value
      if (value < rowMin) rowMin = value
    }
    // A swap reaches back two rows, so only two rows over `max` end the search.
    if (rowMin > max && previousMin > max) return max + 1
    previousMin = rowMin
    ;[before, previous, current] = [previous, current, before]
  }
  return Math.min(previous[b.length], max + 1)
}
