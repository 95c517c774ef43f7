import { describe, expect, it } from 'vitest'
import { accessSentence } from '@/admin/applications/accessTexts'
import { deletionDate, deletionPromise } from '@/lib/applications/retention'
import { acknowledgementMail, decisionMail, deletionSentence } from '@/lib/mail/applicationMail'
import { APPLICANT_DATA_RETENTION_MONTHS } from '@/lib/constants'

const received = new Date('2026-11-28T09:00:00Z')
const decided = new Date('2026-11-28T14:00:00Z')

describe('the deletion an applicant’s mail promises', () => {
  it('names the day, in the applicant’s language and the company’s time zone', () => {
    const due = deletionDate({ status: 'rejected', talentPool: false, receivedAt: received, closedAt: decided })!
    const promise = deletionPromise({ status: 'rejected', talentPool: false, receivedAt: received, deleteAfter: due })
    expect(deletionSentence(promise, 'de')).toBe('Deine Unterlagen löschen wir am 28.01.2027.')
    expect(deletionSentence(promise, 'en')).toBe('We delete your documents on 28/01/2027.')
    // 23:30 UTC is already the next day in Berlin.
    const late = { kind: 'on', on: new Date('2027-01-27T23:30:00Z') } as const
    expect(deletionSentence(late, 'de')).toBe('Deine Unterlagen löschen wir am 28.01.2027.')
  })

  it('keeps a talent-pool applicant’s documents until the pool’s day, not two months after the decision', () => {
    const due = deletionDate({ status: 'rejected', talentPool: true, receivedAt: received, closedAt: decided })!
    const promise = deletionPromise({ status: 'rejected', talentPool: true, receivedAt: received, deleteAfter: due })
    expect(promise).toEqual({ kind: 'pool', on: new Date('2028-11-28T09:00:00Z') })
    const mail = decisionMail('rejection', 'de', { reference: 'BW-2026-X', to: 'a@b.example', name: 'Erika', deletion: promise })
    expect(mail.text).toContain('bis zum 28.11.2028')
    expect(mail.text).not.toMatch(/Monate nach/)
  })

  it('says "after the decision" while an application without consent is open', () => {
    const promise = deletionPromise({ status: 'received', talentPool: false, receivedAt: received, deleteAfter: null })
    const link = 'https://www.sekundenwerk.example/en/karriere/meine-bewerbung#token'
    const mail = acknowledgementMail('en', { reference: 'BW-2026-X', to: 'a@b.example', deletion: promise, link })
    expect(mail.text).toContain(`We delete them ${APPLICANT_DATA_RETENTION_MONTHS} months after our decision`)
    expect(mail.text).toContain(`Do not share it:\n${link}`)
    const pool = deletionPromise({ status: 'received', talentPool: true, receivedAt: received, deleteAfter: null })
    expect(acknowledgementMail('de', { reference: 'R', to: 'a@b.example', deletion: pool, link }).text).toContain(
      'bis zum 28.11.2028',
    )
  })
})

describe('why an application is not open', () => {
  const at = () => '20.11.2026, 10:15'
  it('says when access was requested and who grants it', () => {
    expect(accessSentence({ state: 'waiting', requestedAt: 'x', holds: 0, total: 12 }, 'de', at)).toBe(
      'Noch kein Zugang – beantragt am 20.11.2026, 10:15, gewährt durch ein Mitglied der Personalabteilung.',
    )
    expect(accessSentence({ state: 'not-shared', holds: 0, total: 12 }, 'en', at, { list: true })).toMatch(
      /^You can open 0 of 12 applications\./,
    )
    expect(accessSentence({ state: 'open', holds: 12, total: 12 }, 'de', at)).toBeNull()
  })
})
