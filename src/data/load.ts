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
