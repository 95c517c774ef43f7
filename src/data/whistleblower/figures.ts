import type { PayloadRequest } from 'payload'
import { hasRole } from '@/access/roles'
import { CASE_AREAS, type CaseArea } from '@/lib/constants'
import { isSealedText, openText } from '@/lib/sealed/valueSealing'
import { siteYearMonth } from '@/lib/siteTime'
import { caseContext, OFFICE, OFFICE_ROLE } from '@/lib/whistleblower/vault'
import {
  yearlyFigures,
  type AreaFigures,
  type AreaKey,
  type FigureCase,
  type YearlyFigures,
} from '@/lib/whistleblower/yearlyFigures'
import { recordKeyForMember } from '../sealed/deskVault'

export type OfficeFigures = {
  figures: YearlyFigures
  /** The same figures for each subject area with a case in the year, in the order of CASE_AREAS. */
  areas: AreaFigures[]
  /** The years with figures, from the first case's to the present one, newest first. */
  years: number[]
}

/** HinSchG came into force in 2023: no reporting office counts earlier years. */
const FIRST_YEAR = 2023

type Row = {
  id: number
  caseNumber: string
  channel?: FigureCase['channel']
  status: FigureCase['status']
  receivedAt?: string | null
  acknowledgedAt?: string | null
  firstFeedbackAt?: string | null
  closedAt?: string | null
  outcome?: FigureCase['outcome']
  markedOut?: boolean | null
  nameSealed?: string | null
  emailSealed?: string | null
  telSealed?: string | null
  areaSealed?: string | null
}

/**
 * The subject area of a case as the viewer's key opens it: the sealed area is part of what was reported, so the
 * server counts it only for a member whose key opens the case, in that member's request (nothing is stored).
 */
async function areaOf(req: PayloadRequest, row: Row): Promise<AreaKey> {
  if (!isSealedText(row.areaSealed)) return 'none'
  const key = await recordKeyForMember(OFFICE, req, { id: row.id, reference: row.caseNumber })
  if (!key) return 'unreadable'
  try {
    const area = openText(key, row.areaSealed, caseContext(row.caseNumber, 'area'))
    return area === 'unknown' || !(CASE_AREAS as readonly string[]).includes(area) ? 'none' : (area as AreaKey)
  } catch {
    return 'unreadable'
  }
}

const AREA_ORDER: AreaKey[] = [
  ...CASE_AREAS.filter((area): area is Exclude<CaseArea, 'unknown'> => area !== 'unknown'),
  'none',
  'unreadable',
]

/**
 * The office's yearly figures (src/lib/whistleblower/yearlyFigures.ts) for `year`, or the present one, for the
 * member signed in with `req`: dates, status, channel, outcome, the mark and whether contact details were given
 * are read in clear (no case key, no read of a case); the subject areas are opened with the member's key for the
 * figures per area. Null for anyone who is not a member of the office.
 */
export async function officeFigures(
  req: PayloadRequest,
  year: number | null,
  now = new Date(),
): Promise<OfficeFigures | null> {
  if (!req.user || !hasRole(req.user as never, OFFICE_ROLE)) return null
  const { docs } = await req.payload.db.find<Row>({
    collection: 'whistleblower-reports',
    select: {
      caseNumber: true,
      channel: true,
      status: true,
      receivedAt: true,
      acknowledgedAt: true,
      firstFeedbackAt: true,
      closedAt: true,
      outcome: true,
      markedOut: true,
      nameSealed: true,
      emailSealed: true,
      telSealed: true,
      areaSealed: true,
    },
    pagination: false,
    limit: 0,
    req,
  })
  const rows = docs.filter((row) => row.receivedAt)
  const cases: (FigureCase & { row: Row })[] = rows.map((row) => ({
    row,
    channel: row.channel,
    status: row.status,
    receivedAt: row.receivedAt!,
    acknowledgedAt: row.acknowledgedAt,
    closedAt: row.closedAt,
    outcome: row.outcome,
    markedOut: row.markedOut,
    firstFeedbackAt: row.firstFeedbackAt,
    anonymous: !row.nameSealed && !row.emailSealed && !row.telSealed,
  }))
  const present = siteYearMonth(now).year
  const first = Math.max(
    FIRST_YEAR,
    Math.min(present, ...cases.map((entry) => siteYearMonth(new Date(entry.receivedAt)).year)),
  )
  const years = Array.from({ length: present - first + 1 }, (_, index) => present - index)
  // Any year from the law's first (2023) to the present one; an empty one has its zeros.
  const chosen = year !== null && year >= FIRST_YEAR && year <= present ? year : present
  const figures = yearlyFigures(cases, chosen, now)

  const byArea = new Map<AreaKey, FigureCase[]>()
  for (const entry of cases) {
    const area = await areaOf(req, entry.row)
    byArea.set(area, [...(byArea.get(area) ?? []), entry])
  }
  const areas = AREA_ORDER.flatMap((area) => {
    const subset = byArea.get(area)
    if (!subset) return []
    const counted = yearlyFigures(subset, chosen, now)
    const any = counted.received + counted.closed + counted.openAtYearEnd + counted.markedOut
    return any ? [{ area, figures: counted }] : []
  })
  return { figures, areas, years }
}
