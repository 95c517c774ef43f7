import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { decisionMail } from '@/lib/mail/applicationMail'
import { interviewCalendar, interviewTime } from '@/lib/mail/interviews'

/** A moment as a wall clock in Berlin, read independently of the site's own code. */
const berlin = (date: Date) =>
  new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' }).format(date)

// The night the clocks go back: 02:30 happens twice in Berlin; these are the first (CEST) and the second (CET).
const interview = {
  reference: 'BW-2026-TEST1234',
  times: [new Date('2026-10-25T00:30:00Z'), new Date('2026-10-25T01:30:00Z'), new Date('2027-03-29T08:00:00Z')],
  minutes: 30,
  place: 'Video: https://meet.example/abc',
}

describe('the interview calendar', () => {
  it('is read by an independent parser to the proposed times, across the change of daylight saving time', () => {
    const ics = interviewCalendar(interview, 'en', 'sekundenwerk.example')
    // UTC, not a floating time a calendar would read in its own zone.
    expect(ics).toContain('DTSTART:20261025T003000Z')
    const calendar = new ICAL.Component(ICAL.parse(ics))
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent))
    expect(events.map((event) => event.startDate.toJSDate().toISOString())).toEqual(
      interview.times.map((time) => time.toISOString()),
    )
    expect(berlin(events[2].startDate.toJSDate())).toBe('29.03.2027, 10:00')
    expect(berlin(events[2].endDate.toJSDate())).toBe('29.03.2027, 10:30')
    expect(new Set(events.map((event) => event.uid)).size).toBe(3)
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH')
    expect(events[0].summary).toBe('Interview at Sekundenwerk – option 1 of 3 (BW-2026-TEST1234)')
  })

  it('names the times in German time in the applicant’s language', () => {
    expect(interviewTime(interview.times[2], 'de')).toBe('Montag, 29.03.2027, 10:00 Uhr')
    expect(interviewTime(interview.times[2], 'en')).toBe('Monday, 29/03/2027, 10:00')
  })

  it('goes with an invitation that proposes times, and with no other mail', () => {
    const base = { reference: interview.reference, to: 'a@b.example', name: 'Erika', deletion: { kind: 'after-decision', months: 2 } as const }
    const invitation = decisionMail('invitation', 'de', { ...base, interview })
    expect(invitation.calendar?.name).toBe('gespraech.ics')
    expect(invitation.text).toContain('- Montag, 29.03.2027, 10:00 Uhr')
    // A template of HR's without {times} gets them at its end.
    const own = decisionMail('invitation', 'de', { ...base, interview }, {
      invitationSubject: 'Einladung',
      invitationText: 'Hallo {name}, wir laden dich ein.',
    } as never)
    expect(own.text).toMatch(/^Hallo Erika, wir laden dich ein\.\n\nWir schlagen dir diese Termine vor/)
    expect(decisionMail('invitation', 'de', { ...base, interview: { ...interview, times: [] } }).calendar).toBeUndefined()
    expect(decisionMail('rejection', 'de', { ...base, interview }).calendar).toBeUndefined()
  })
})
