/**
 * Runs a data function for a page; a failure is logged and answered with null, so the page shows its
 * failed state (spec §4) instead of an error page.
 */
export async function loadOrNull<T>(what: string, load: () => Promise<T>): Promise<T | null> {
  try {
    return (await load()) ?? null
  } catch (error) {
    console.error(`[data] ${what} failed`, error)
    return null
  }
}

/** A detail page's data, or the failure that kept it from loading (the page shows its failed state). */
export type Loaded<T> = { ok: true; value: T } | { ok: false; error: unknown }

/**
 * Runs the data function of a detail page; a failure is logged and handed back, so that the page can show its
 * failed state (spec §4) and still report the failure to Next.js (see FailedDetail), which then answers 500 and
 * keeps the answer out of the page cache.
 */
export async function loadDetail<T>(what: string, load: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, value: await load() }
  } catch (error) {
    console.error(`[data] ${what} failed`, error)
    return { ok: false, error }
  }
}
