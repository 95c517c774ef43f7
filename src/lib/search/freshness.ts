/**
 * Which cache tags changed, and when, for the search index (src/data/search/siteSearch.ts): src/lib/revalidate.ts
 * notes every tag it invalidates, on this instance and, through Postgres NOTIFY, on every other one. Kept on
 * globalThis, since the server's route bundles may each load this module: the note is per process.
 */
type Changes = { generation: number; tags: Map<string, number>; listener?: (tag: string) => void }

const KEY = Symbol.for('sekundenwerk.search.changes')

function changes(): Changes {
  const global = globalThis as { [KEY]?: Changes }
  global[KEY] ??= { generation: 0, tags: new Map() }
  return global[KEY]
}

/** Notes that `tag` changed now, and tells the listener (the index reads the change in the background). */
export function noteChanged(tag: string): void {
  const state = changes()
  state.tags.set(tag, ++state.generation)
  state.listener?.(tag)
}

/** The one listener of changes in this process (a later one replaces it: each route bundle sets the same). */
export function whenChanged(listener: (tag: string) => void): void {
  changes().listener = listener
}

/** The current generation: a later noteChanged makes everything read before it stale. */
export function currentGeneration(): number {
  return changes().generation
}

/** Whether any of `tags` changed after `generation`. */
export function changedSince(tags: readonly string[], generation: number): boolean {
  const { tags: changed } = changes()
  return tags.some((tag) => (changed.get(tag) ?? 0) > generation)
}
