import crypto from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'
import { audit } from '@/data/whistleblower/audit'
import type { DeskCase } from '@/lib/forms/deskCase'
import { storeCase, type CaseInput, type NewCase } from './newCase'

export type OfficeUser = NonNullable<PayloadRequest['user']>

/**
 * A case received by phone, in person, by post or by e-mail, recorded by a member of the office: sealed, keyed
 * and given deadlines exactly as a web report (src/data/whistleblower/reports.ts), from the day it was received.
 * The minutes are the case's message, which the reporter reads and confirms online with the access code the
 * office hands over. One 'recorded' entry in the access log, in the case's transaction; no notice to the
 * office's inbox (the office wrote it). `attached`: files received with it (a letter, a document handed over),
 * sealed already with the key drawn for the case, stored with the report as a web report's are.
 */
export function recordDeskCase(
  payload: Payload,
  member: OfficeUser,
  input: DeskCase,
  attached?: CaseInput['attached'],
): Promise<NewCase> {
  return storeCase(payload, {
    fields: { subject: input.subject, message: input.minutes, area: input.area, name: input.name },
    challengeId: `desk:${crypto.randomUUID()}`,
    channel: input.channel,
    receivedAt: input.receivedAt,
    attached,
    alsoDo: async (req, { caseNumber }) => {
      // The entry names the member; everything before it was written by the server for the case.
      req.user = member
      await audit(req, caseNumber, 'recorded')
    },
  })
}
