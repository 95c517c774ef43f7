import { notFound } from 'next/navigation'

/** A record id in a URL or body: a positive whole number of at most nine digits. */
export const RECORD_ID_PATTERN = /^\d{1,9}$/

/** The id, or null when `raw` is not one. */
export function parseRecordId(raw: string): number | null {
  return RECORD_ID_PATTERN.test(raw) && Number(raw) >= 1 ? Number(raw) : null
}

/** `{id}` of a detail page as a number; anything else is a 404 (never a 500). */
export function routeId(raw: string): number {
  return parseRecordId(raw) ?? notFound()
}
