import { NextResponse } from 'next/server'

/**
 * The answer of GET /api/health: 200 with what `check` found, or 503 when it failed (the database cannot be
 * reached). Never cached; a failure is logged once as a warning, not as an error of the request.
 */
export async function healthAnswer(check: () => Promise<object>): Promise<NextResponse> {
  const headers = { 'Cache-Control': 'no-store' }
  try {
    return NextResponse.json(await check(), { status: 200, headers })
  } catch (error) {
    console.warn('[health] database not reachable:', error instanceof Error ? error.message : error)
    return NextResponse.json({ ok: false, error: 'database not reachable' }, { status: 503, headers })
  }
}
