/**
 * The collections an editor may link to from rich text ('Interne Verlinkung'): those with a public page or file
 * (src/data/internalLinks.ts). Staff, enquiries and reports are never link targets.
 */
export const LINKABLE_COLLECTIONS = ['news', 'events', 'jobs', 'projects', 'documents'] as const
export type LinkableCollection = (typeof LINKABLE_COLLECTIONS)[number]
