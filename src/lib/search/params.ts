import { z } from 'zod'
import {
  SEARCH_LIMIT_DEFAULT,
  SEARCH_LIMIT_MAX,
  SEARCH_OFFSET_MAX,
  SEARCH_QUERY_MAX_LENGTH,
} from '../constants'
import { SEARCH_KINDS, type SearchKind } from './types'

/** A search query as typed: spaces around it dropped; empty means "nothing searched yet". */
export const searchQuerySchema = z
  .string({ message: 'q is required' })
  .trim()
  .max(SEARCH_QUERY_MAX_LENGTH, `q must be at most ${SEARCH_QUERY_MAX_LENGTH} characters`)

/**
 * The query of a results page's address (`?q=`): too long is cut, not refused, for a page always answers; `cut`
 * says so (the page tells the visitor).
 */
export function pageQuery(raw: string | string[] | undefined): { query: string; cut: boolean } {
  const text = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? ''
  return { query: text.slice(0, SEARCH_QUERY_MAX_LENGTH).trim(), cut: text.length > SEARCH_QUERY_MAX_LENGTH }
}

/** A results page's kind (`?art=`), or null for all kinds grouped. */
export function pageKind(raw: string | string[] | undefined): SearchKind | null {
  const text = Array.isArray(raw) ? raw[0] : raw
  return SEARCH_KINDS.find((kind) => kind === text) ?? null
}

/** A results page's page number (`?seite=`): a whole number from 1, 1 when absent or odd. */
export function pageNumber(raw: string | string[] | undefined): number {
  const text = Array.isArray(raw) ? raw[0] : raw
  const number = /^\d{1,4}$/.test(text ?? '') ? Number(text) : 1
  return Math.max(1, number)
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

/** `offset` of GET /api/search: results skipped, a whole number from 0 to SEARCH_OFFSET_MAX, 0 when absent. */
export const searchOffsetSchema = z
  .string()
  .regex(/^\d+$/, `offset must be a whole number from 0 to ${SEARCH_OFFSET_MAX}`)
  .transform(Number)
  .refine((n) => n <= SEARCH_OFFSET_MAX, `offset must be a whole number from 0 to ${SEARCH_OFFSET_MAX}`)
  .optional()
  .transform((n) => n ?? 0)

/** `kind` of GET /api/search: results of one kind only. */
export const searchKindSchema = z
  .enum(SEARCH_KINDS, { message: `kind must be one of ${SEARCH_KINDS.join(', ')}` })
  .optional()

/** `exact` of GET /api/search: '1' searches the words as typed, never corrected. */
export const searchExactSchema = z
  .enum(['0', '1'], { message: "exact must be '0' or '1'" })
  .optional()
  .transform((value) => value === '1')
