import { NextResponse } from 'next/server'
import { figuresCsv, figuresLanguage } from '@/admin/whistleblower/figureRows'
import { ApiError, handle } from '@/lib/api'
import { siteYearMonth } from '@/lib/siteTime'
import { officeFigures } from '@/data/whistleblower/figures'
import { officeUser } from '@/data/whistleblower/deskCases'

export const dynamic = 'force-dynamic'

/**
 * The office's yearly figures as CSV: GET /api/whistleblower/desk/figures?year=2026&lang=de (an attachment).
 * Members of the office only (403 for anyone else); a year without figures → 404; malformed → 400.
 */
export function GET(request: Request) {
  return handle(async () => {
    const member = await officeUser(request.headers)
    if (!member) throw new ApiError(403, 'Only members of the reporting office read the figures')
    const query = new URL(request.url).searchParams
    const rawYear = query.get('year')
    if (rawYear !== null && !/^\d{4}$/.test(rawYear))
      throw new ApiError(400, 'Invalid input', { year: 'must be a year like 2026' })
    const language = figuresLanguage(query.get('lang'))
    const now = new Date()
    const answer = await officeFigures(member, rawYear === null ? null : Number(rawYear), now)
    if (!answer) throw new ApiError(403, 'Only members of the reporting office read the figures')
    const { figures } = answer
    if (rawYear !== null && figures.year !== Number(rawYear))
      throw new ApiError(404, 'No figures for this year')
    const running = figures.year === siteYearMonth(now).year
    const name =
      language === 'de'
        ? `meldestelle-kennzahlen-${figures.year}.csv`
        : `reporting-office-figures-${figures.year}.csv`
    return new NextResponse(figuresCsv(figures, language, running), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${name}"`,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  })
}
