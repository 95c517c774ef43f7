import type { DateFieldValidation } from 'payload'
import { siteLocalString } from '@/lib/siteTime'
import { staffLanguage } from '@/lib/staffLanguages'

const TEXT = {
  beforeStart: {
    de: 'Das Ende der Ausschreibung liegt vor ihrem Beginn.',
    en: 'The advertisement ends before it starts.',
  },
  past: {
    de: 'Das Ende der Ausschreibung liegt in der Vergangenheit: Die Stelle wäre sofort abgelaufen.',
    en: 'The advertisement’s end lies in the past: the job would expire at once.',
  },
}

/** The German calendar day of a stored date, or null. */
const dayOf = (value: unknown): string | null => {
  if (typeof value !== 'string' && !(value instanceof Date)) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : siteLocalString(date).slice(0, 10)
}

/**
 * A job's end (Ausgeschrieben bis) is not before its start, and a job is not published with an end already past
 * (it would leave the site at once: src/lib/jobExpiry.ts). A past end kept from before does not stop other
 * changes; the sample content's expired job is seeded as such (`context.sampleContent`).
 */
export const validateJobEnd: DateFieldValidation = (value, options) => {
  const end = dayOf(value)
  if (!end) return true
  const language = staffLanguage(options.req?.i18n?.language)
  const start = dayOf((options.siblingData as { startdate?: unknown } | undefined)?.startdate)
  if (start && end < start) return TEXT.beforeStart[language]
  const publishing =
    (options as { publishing?: boolean }).publishing === true ||
    (options.data as { _status?: string } | undefined)?._status === 'published'
  const changed =
    (options as { publishing?: boolean }).publishing === true || end !== dayOf(options.previousValue)
  if (
    publishing &&
    changed &&
    !options.req?.context?.sampleContent &&
    end < siteLocalString(new Date()).slice(0, 10)
  )
    return TEXT.past[language]
  return true
}
