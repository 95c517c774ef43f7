import { NextResponse } from 'next/server'
import { visitorCsv } from '@/admin/visitorCsv'
import { VISITOR_TEXTS, visitorLanguage } from '@/admin/visitorTexts'
import { visitorFigures, visitorFiguresReader } from '@/data/visitorFigures'
import { ApiError, handle } from '@/lib/api'
import { parseRange } from '@/lib/views/range'

export const dynamic = 'force-dynamic'

/**
 * The dashboard _Besucherzahlen_ as CSV: GET /api/visitor-counts?from=2026-10-28&to=2026-11-26&lang=de (an
 * attachment; without from/to the last 30 days). Editors and administrators only (403); a malformed, reversed,
 * future or too long range → 400.
 */
export function GET(request: Request) {
  return handle(async () => {
    if (!(await visitorFiguresReader(request.headers)))
      throw new ApiError(403, 'Only editors and administrators read the visitor figures')
    const query = new URL(request.url).searchParams
    const range = parseRange(query.get('from'), query.get('to'), new Date())
    if (!range)
      throw new ApiError(400, 'Invalid input', {
        from: 'from and to must be days (YYYY-MM-DD), from not after to, not in the future, at most 800 days',
      })
    const language = visitorLanguage(query.get('lang'))
    return new NextResponse(visitorCsv(await visitorFigures(range), language), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${VISITOR_TEXTS[language].csvFile(range.from, range.to)}"`,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  })
}
