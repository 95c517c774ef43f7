import { z } from 'zod'
import { SEARCH_LIMIT_DEFAULT, SEARCH_LIMIT_MAX, SEARCH_QUERY_MAX_LENGTH } from '../constants'

/** A search query as typed: spaces around it dropped; empty means "nothing searched yet". */
export const searchQuerySchema = z
  .string({ message: 'q is required' })
  .trim()
  .max(SEARCH_QUERY_MAX_LENGTH, `q must be at most ${SEARCH_QUERY_MAX_LENGTH} characters`)

/** The query of a results page's address (`?q=`): too long is cut, not refused, for a page always answers. */
export function pageQuery(raw: string | string[] | undefined): string {
  const text = Array.isArray(raw) ? raw[0] : raw
  return (text ?? '').trim().slice(0, SEARCH_QUERY_MAX_LENGTH)
}

/** `limit` of GET /api/search: a whole number from 1 to SEARCH_LIMIT_MAX, SEARCH_LIMIT_DEFAULT when absent. */
export const searchLimitSchema = z
  .string()
  .regex(/^\d+$/, `limit must be a whole number from 1 to ${SEARCH_LIMIT_MAX}`)
  .transform(Number)
  .refine(
    (n) => n >= 1 && n <= SEARCH_LIMIT_MAX,
    `limit must be a whole number from 1 to ${SEARCH_LIMIT_MAX}`,
  )
  .optional()
  .transform((n) => n ?? SEARCH_LIMIT_DEFAULT)
