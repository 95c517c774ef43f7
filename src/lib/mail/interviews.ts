import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator'
import { messages } from '@/i18n/messages'
import type { Locale } from '@/i18n/routing'
import { SITE_TIME_ZONE } from '../constants'
import { DATE_LOCALES } from '../format'

/**
 * Interviews (issue 56): the times HR proposes with the invitation, as the applicant reads them (German time,
 * in their language) and as a calendar file (`.ics`) their calendar imports. The calendar's times are written in
 * UTC (`…Z`), so every calendar shows them right in its own zone without a VTIMEZONE of ours to trust.
 */
export type Interview = {
  reference: string
  /** The proposed starts, in order. */
  times: Date[]
  minutes: number
  place?: string | null
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '')

/** "Dienstag, 15.12.2026, 10:00 Uhr" / "Tuesday, 15/12/2026, 10:00" in German time. */
export function interviewTime(time: Date, lang: Locale): string {
  const date = new Intl.DateTimeFormat(DATE_LOCALES[lang], {
    weekday: 'long',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: SITE_TIME_ZONE,
  }).format(time)
  const clock = new Intl.DateTimeFormat('de-DE', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: SITE_TIME_ZONE,
  }).format(time)
  return fill(messages[lang].application.mail.interview.time, { date, clock })
}

/** The block the invitation adds: the proposed times, length, place, and how to confirm one. */
export function interviewBlock(interview: Interview, lang: Locale): string {
  const text = messages[lang].application.mail.interview
  if (!interview.times.length) return ''
  const list = interview.times.map((time) => `- ${interviewTime(time, lang)}`).join('\n')
  const place = interview.place ? `\n${fill(text.place, { place: interview.place })}` : ''
  return `${fill(text.times, { minutes: String(interview.minutes) })}\n${list}${place}\n\n${text.confirm}`
}

/** The calendar file of the proposal: one tentative event per proposed time. */
export function interviewCalendar(interview: Interview, lang: Locale, host: string, now = new Date()): string {
  const text = messages[lang].application.mail.interview
  const calendar = ical({
    prodId: { company: 'Sekundenwerk', product: 'Bewerbungen', language: lang.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    name: fill(text.calendarName, { reference: interview.reference }),
  })
  interview.times.forEach((start, index) => {
    calendar.createEvent({
      id: `${interview.reference}-${index + 1}-${start.getTime()}@${host}`,
      start,
      end: new Date(start.getTime() + interview.minutes * 60_000),
      stamp: now,
      summary: fill(text.summary, {
        reference: interview.reference,
        n: String(index + 1),
        of: String(interview.times.length),
      }),
      description: text.confirm,
      location: interview.place || undefined,
      status: ICalEventStatus.TENTATIVE,
    })
  })
  return calendar.toString()
}

/** The attachment's file name. */
export const INTERVIEW_CALENDAR_FILE = 'gespraech.ics'
