import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { caseArchiveFor } from '@/data/whistleblower/caseFile'
import { storeWhistleblowerReport } from '@/data/whistleblower/reports'
import { caseArchiveEntries, caseFileDocument } from '@/collections/whistleblower/caseFileDocument'
import { payload } from './helpers'
import { deleteAccounts, officeMember, staffAccount, type Session } from './office'

/**
 * Redaction before export (issue 55): a passage the office marks is "[geschwärzt]" in the case file and its ZIP,
 * the case on the desk keeps it, the passage is stored sealed, and the case file and the access log say who
 * redacted where and when.
 */

const created: number[] = []
let member: Session
let reportId: number
let caseNumber: string

const SECRET = 'Herr Geheim aus der Buchhaltung'

beforeAll(async () => {
  const admin = await staffAccount(['admin'], 'verwaltung-schwaerzung')
  member = await officeMember('schwaerzung')
  created.push(admin.id, member.id)
  const stored = await storeWhistleblowerReport(
    { subject: 'Rechnungen', message: `${SECRET} bucht Scheinrechnungen. ${SECRET} weiß davon.` } as never,
    `redaction-${Date.now()}`,
  )
  caseNumber = stored.caseNumber
  const p = await payload()
  const { docs } = await p.find({
    collection: 'whistleblower-reports',
    overrideAccess: true,
    where: { caseNumber: { equals: caseNumber } },
    select: { caseNumber: true },
  })
  reportId = docs[0].id
  await p.create({
    collection: 'whistleblower-notes',
    data: { report: reportId, body: `Gespräch mit ${SECRET} geplant.` } as never,
    overrideAccess: false,
    user: member as never,
  })  // The office's labels name the person too: they are its own words, blacked out like its notes.
  await p.update({
    collection: 'whistleblower-reports',
    id: reportId,
    data: { labels: `Einkauf, ${SECRET}` } as never,
    overrideAccess: false,
    user: member as never,
  })
})

afterAll(() => deleteAccounts(created))

const redact = async (data: Record<string, unknown>) =>
  (await payload()).create({
    collection: 'whistleblower-redactions',
    data: { report: reportId, ...data } as never,
    overrideAccess: false,
    user: member as never,
  })

describe('redaction before export', () => {
  it('refuses a passage that is not in the chosen part, or too short', async () => {
    await expect(redact({ scope: 'report', passage: 'steht nirgends' })).rejects.toThrow(/passage|Stelle/i)
    await expect(redact({ scope: 'notes', passage: 'Scheinrechnungen' })).rejects.toThrow(/passage|Stelle/i)
    await expect(redact({ scope: 'report', passage: 'Sc' })).rejects.toThrow(/passage|Zeichen/i)
  })

  it('blacks the passage out of the case file and its ZIP, keeps it on the desk, and records who did it', async () => {
    await redact({ scope: 'everywhere', passage: SECRET })
    const p = await payload()
    const stored = await p.db.find<{ id: number; passageSealed: string }>({
      collection: 'whistleblower-redactions',
      where: { report: { equals: reportId } },
    })
    expect(stored.docs).toHaveLength(1)
    expect(stored.docs[0].passageSealed).not.toContain('Geheim')

    const archive = await caseArchiveFor(p, member as never, reportId)
    if ('refused' in archive) throw new Error(`refused ${archive.refused}`)
    const text = caseFileDocument(archive.file, 'de')
    expect(text).not.toContain('Geheim')
    expect(text).toContain('[geschwärzt] bucht Scheinrechnungen. [geschwärzt] weiß davon.')
    expect(text).toContain('Gespräch mit [geschwärzt] geplant.')
    expect(text).toContain('Schlagwörter: Einkauf, [geschwärzt]')
    expect(text).toMatch(/Überall in der Fallakte: geschwärzt von .+ am \d{2}\.\d{2}\.\d{4}/)
    const [document] = caseArchiveEntries(archive, 'de') as { content?: Buffer }[]
    expect(document.content!.toString('utf8')).not.toContain('Geheim')
    const english = await caseArchiveFor(p, member as never, reportId, new Date(), 'en')
    if ('refused' in english) throw new Error(`refused ${english.refused}`)
    expect(caseFileDocument(english.file, 'en')).toContain('[redacted] bucht')

    // On the desk the case is as it was.
    const seen = await p.findByID({
      collection: 'whistleblower-reports',
      id: reportId,
      overrideAccess: false,
      user: member as never,
    })
    expect(seen.message).toContain(SECRET)

    const { docs: entries } = await p.find({
      collection: 'whistleblower-audit',
      overrideAccess: true,
      where: { caseNumber: { equals: caseNumber }, action: { equals: 'redacted' } },
    })
    expect(entries.map((entry) => entry.detail)).toEqual(['Überall in der Fallakte'])
    expect(entries[0].userName).toMatch(/schwaerzung/)
  })
})
