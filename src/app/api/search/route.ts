import { z } from 'zod'
import { searchSite } from '@/data/search/siteSearch'
import { defaultLocale, locales } from '@/i18n/routing'
import { localizePath } from '@/i18n/paths'
import { ApiError, handle, json, rateLimited } from '@/lib/api'
import { SEARCH_RATE_LIMIT } from '@/lib/constants'
import { RateLimiter } from '@/lib/rateLimit'
import {
  searchExactSchema,
  searchKindSchema,
  searchLimitSchema,
  searchOffsetSchema,
  searchQuerySchema,
} from '@/lib/search/params'

export const dynamic = 'force-dynamic'

const limiter = new RateLimiter('search', () => SEARCH_RATE_LIMIT)

const PARAMS = ['q', 'lang', 'limit', 'offset', 'kind', 'exact'] as const

const paramsSchema = z.object({
  q: searchQuerySchema.refine((q) => q.length > 0, 'q must not be empty'),
  lang: z.preprocess(
    (lang) => lang || undefined,
    z
      .enum(locales, { message: `lang must be ${locales.map((l) => `'${l}'`).join(' or ')}` })
      .default(defaultLocale),
  ),
  limit: searchLimitSchema,
  offset: searchOffsetSchema,
  kind: searchKindSchema,
  exact: searchExactSchema,
})

/**
 * Site search (docs/api.md): `q` (required), `lang`, `limit`, `offset`, `kind`, `exact`. The query is neither
 * logged nor stored; answers are not cached by shared caches, so a publication is found within seconds. 400
 * with field messages, 429.
 */
export function GET(request: Request) {
  return handle(async () => {
    const limited = await rateLimited(limiter, request)
    if (limited) return limited
    const search = new URL(request.url).searchParams
    const raw = Object.fromEntries(PARAMS.flatMap((key) => (search.has(key) ? [[key, search.get(key)]] : [])))
    const parsed = paramsSchema.safeParse(raw)
    if (!parsed.success) {
      const fields: Record<string, string> = {}
      for (const issue of parsed.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message
      throw new ApiError(400, 'Invalid input', fields)
    }
    const { q, lang, limit, offset, kind, exact } = parsed.data
    const results = await searchSite(q, lang, { limit, offset, kind, correct: !exact })
    return json({
      query: q,
      lang,
      total: results.total,
      counts: results.counts,
      offset,
      corrected: results.corrected,
      missing: results.missing,
      results: results.hits.map((hit) => ({
        kind: hit.kind,
        title: hit.title,
        url: hit.kind === 'document' ? hit.href : localizePath(hit.href, lang),
        section: hit.section,
        snippet: hit.snippet,
        germanStandIn: hit.germanStandIn,
        pinned: hit.pinned,
      })),
    })
  })
}
