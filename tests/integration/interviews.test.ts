import ICAL from 'ical.js'
import { createLocalReq } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POST as linkRoute } from '@/app/api/applications/link/route'
import { UpcomingInterviews } from '@/admin/applications/UpcomingInterviews'
import { upcomingInterviews } from '@/data/applications/interviews'
import { composeApplicationMail } from '@/lib/mail/applicationMail'
import { payload, post } from './helpers'
import { deleteAccounts, deskMember, type Session } from './office'
import { applicationsEndpoint, applyAs, claimApplicationMails, firstAccountAside, restPatch } from './applicants'

const accounts: number[] = []
beforeAll(() => firstAccountAside(accounts))
afterAll(() => deleteAccounts(accounts))

async function link(body: Record<string, unknown>) {
  const request = post('/api/applications/link', body)
  request.headers.set('x-forwarded-for', 'interview-test-client')
  const response = await linkRoute(request)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** A moment as a wall clock in Berlin, read independently of the site's own code. */
const berlin = (date: Date) =>
  new Intl.DateTimeFormat('de-DE', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  }).format(date)

// 15 December 2026, 10:00 in Berlin (CET, UTC+1), and 6 July 2027, 14:30 (CEST, UTC+2).
const WINTER = '2026-12-15T09:00:00.000Z'
const SUMMER = '2027-07-06T12:30:00.000Z'

describe('an interview', () => {
  let member: Session
  let application: { id: number; reference: string }
  let token: string

  it('is proposed with the invitation: the preview and the mail name the times in German time and carry an .ics', async () => {
    member = await deskMember('applications', 'personal-gespraech')
    accounts.push(member.id)
    application = await applyAs({ name: 'Gespräch Eins', email: 'gespraech@bewerberin.example' })
    const ack = (await claimApplicationMails()).find((mail) => mail.envelope.to === 'gespraech@bewerberin.example')
    token = ack!.envelope.text.match(/#([\w-]{43})/)![1]

    const preview = await applicationsEndpoint(
      '/:id/mail-preview',
      member,
      { id: String(application.id) },
      undefined,
      { status: 'interview', times: `${WINTER},${SUMMER}`, minutes: '45', place: 'Sekundenwerk, Raum 2' },
    )
    const shown = (await preview.json()) as { mail: { text: string; calendar?: { name: string } } }
    expect(shown.mail.text).toContain('Dienstag, 15.12.2026, 10:00 Uhr')
    expect(shown.mail.text).toContain('Dienstag, 06.07.2027, 14:30 Uhr')
    expect(shown.mail.calendar?.name).toBe('gespraech.ics')

    const saved = await restPatch(member.email, 'applications', application.id, {
      status: 'interview',
      interviewTimes: [{ startsAt: WINTER }, { startsAt: SUMMER }],
      interviewMinutes: 45,
      interviewPlace: 'Sekundenwerk, Raum 2',
    })
    expect(saved.status).toBe(200)
    const invitation = (await claimApplicationMails()).find(
      (mail) => mail.envelope.to === 'gespraech@bewerberin.example' && mail.envelope.subject.includes('Einladung'),
    )
    expect(invitation).toBeTruthy()
    expect(invitation!.envelope.text).toContain('Dienstag, 15.12.2026, 10:00 Uhr')
    expect(invitation!.envelope.text).toContain('Ort: Sekundenwerk, Raum 2')
    const composed = composeApplicationMail(invitation!.id, invitation!.envelope, {
      from: 'personal@sekundenwerk.example',
      siteHost: 'sekundenwerk.example',
    })
    expect(composed.attachments).toEqual([
      expect.objectContaining({ filename: 'gespraech.ics', contentType: expect.stringContaining('text/calendar') }),
    ])

    // An independent calendar parser reads the proposed Berlin times, and their length.
    const calendar = new ICAL.Component(ICAL.parse(composed.attachments![0].content))
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent))
    expect(events).toHaveLength(2)
    expect(berlin(events[0].startDate.toJSDate())).toBe('15.12.2026, 10:00')
    expect(berlin(events[1].startDate.toJSDate())).toBe('06.07.2027, 14:30')
    expect(berlin(events[1].endDate.toJSDate())).toBe('06.07.2027, 15:15')
    expect(events[0].location).toBe('Sekundenwerk, Raum 2')
    expect(events[0].summary).toContain(application.reference)
  })

  it('is confirmed by the applicant through their link: one proposed time, logged, told to HR, on the desk', async () => {
    const view = await link({ action: 'view', token })
    expect(view.body.interview).toEqual({
      times: [WINTER, SUMMER],
      minutes: 45,
      place: 'Sekundenwerk, Raum 2',
      confirmed: null,
    })
    expect((await link({ action: 'interview', token, at: '2026-12-16T09:00:00.000Z' })).status).toBe(400)
    const confirmed = await link({ action: 'interview', token, at: SUMMER })
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.interview).toMatchObject({ confirmed: SUMMER })

    const p = await payload()
    const stored = await p.findByID({ collection: 'applications', id: application.id, overrideAccess: true, depth: 0 })
    expect(new Date(String(stored.interviewAt)).toISOString()).toBe(SUMMER)
    const { docs: lines } = await p.find({
      collection: 'application-audit',
      overrideAccess: true,
      where: { and: [{ action: { equals: 'interview-confirmed' } }, { reference: { equals: application.reference } }] },
    })
    expect(lines[0]?.detail).toContain('06.07.2027, 14:30 Uhr')
    const notices = (await claimApplicationMails()).filter((mail) => mail.envelope.subject.includes(application.reference))
    expect(notices.some((mail) => mail.envelope.to === member.email && mail.envelope.text.includes('14:30'))).toBe(true)

    expect((await upcomingInterviews()).map((entry) => entry.reference)).toContain(application.reference)
    for (const [language, heading] of [
      ['de', 'Anstehende Gespräche'],
      ['en', 'Upcoming interviews'],
    ]) {
      const req = await createLocalReq({ user: member as never }, p)
      const html = renderToStaticMarkup(
        (await UpcomingInterviews({ user: member, i18n: { language }, payload: p, req } as never))!,
      )
      expect(html).toContain(heading)
      expect(html).toContain(application.reference)
      expect(html).toContain(`/admin/collections/applications/${application.id}`)
    }
  })

  it('loses its confirmation when HR proposes new times without the confirmed one', async () => {
    const kept = await restPatch(member.email, 'applications', application.id, {
      interviewTimes: [{ startsAt: SUMMER }, { startsAt: '2027-07-07T08:00:00.000Z' }],
    })
    expect(kept.status).toBe(200)
    const p = await payload()
    const read = () => p.findByID({ collection: 'applications', id: application.id, overrideAccess: true, depth: 0 })
    expect(new Date(String((await read()).interviewAt)).toISOString()).toBe(SUMMER)
    await restPatch(member.email, 'applications', application.id, { interviewTimes: [{ startsAt: WINTER }] })
    expect((await read()).interviewAt ?? null).toBeNull()
    expect((await link({ action: 'interview', token, at: WINTER })).status).toBe(200)
  })

  it('cannot be confirmed once the application has moved on', async () => {
    expect((await restPatch(member.email, 'applications', application.id, { status: 'offer' })).status).toBe(200)
    expect((await link({ action: 'interview', token, at: WINTER })).status).toBe(409)
    expect((await upcomingInterviews()).map((entry) => entry.reference)).not.toContain(application.reference)
  })
})
