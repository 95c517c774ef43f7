import type { Payload } from 'payload'
import { hasRole } from '@/access/roles'
import { siteYearMonth } from '@/lib/siteTime'
import { OFFICE_ROLE } from '@/lib/whistleblower/vault'
import { yearlyFigures, type FigureCase, type YearlyFigures } from '@/lib/whistleblower/yearlyFigures'

export type OfficeFigures = {
  figures: YearlyFigures
  /** The years with figures, from the first case's to the present one, newest first. */
  years: number[]
}

/** HinSchG came into force in 2023: no reporting office counts earlier years. */
const FIRST_YEAR = 2023

type Viewer = { id: number | string; roles?: unknown } | null | undefined

/**
 * The office's yearly figures (src/lib/whistleblower/yearlyFigures.ts) for `year`, or the present one: only
 * the cases' dates, status and channel are read, nothing sealed, so no case key is needed and nothing is a read
 * of a case. Null for anyone who is not a member of the office.
 */
export async function officeFigures(
  payload: Payload,
  viewer: Viewer,
  year: number | null,
  now = new Date(),
): Promise<OfficeFigures | null> {
  if (!viewer || !hasRole(viewer as never, OFFICE_ROLE)) return null
  const { docs } = await payload.find({
    collection: 'whistleblower-reports',
    overrideAccess: true,
    depth: 0,
    pagination: false,
    joins: false,
    select: { channel: true, status: true, receivedAt: true, acknowledgedAt: true, closedAt: true },
  })
  const cases: FigureCase[] = docs.flatMap((doc) => (doc.receivedAt ? [{ ...doc, receivedAt: doc.receivedAt }] : []))
  const present = siteYearMonth(now).year
  const first = Math.max(
    FIRST_YEAR,
    Math.min(present, ...cases.map((entry) => siteYearMonth(new Date(entry.receivedAt)).year)),
  )
  const years = Array.from({ length: present - first + 1 }, (_, index) => present - index)
  // Any year from the law's first (2023) to the present one; an empty one has its zeros.
  const chosen = year !== null && year >= FIRST_YEAR && year <= present ? year : present
  return { figures: yearlyFigures(cases, chosen, now), years }
}
