import { draftMode } from 'next/headers'

/** The collections an editor can preview before publishing (spec: drafts of news, events, history, jobs, projects). */
export const PREVIEW_COLLECTIONS = ['news', 'events', 'history', 'jobs', 'projects'] as const
export type PreviewCollection = (typeof PREVIEW_COLLECTIONS)[number]

export const PREVIEW_ROUTE = '/api/preview'
export const PREVIEW_EXIT_ROUTE = '/api/preview/exit'

/** Where the admin's preview button and live preview lead: the route that switches draft mode on, then the page. */
export function previewUrl(collection: PreviewCollection, id: number | string, locale: string): string {
  return `${PREVIEW_ROUTE}?${new URLSearchParams({ collection, id: String(id), locale })}`
}

/** Whether this request is an editor's preview (Next.js draft mode, switched on by the preview route only). */
export async function previewing(): Promise<boolean> {
  return (await draftMode()).isEnabled
}
