import { messages } from '@/i18n/messages'
import { APPLICANT_DATA_RETENTION_MONTHS, UNTOUCHED_APPLICATION_MONTHS } from '../constants'
import type { Locale } from '@/i18n/routing'
import { escapeHtml, headerSafe, type ComposedMail } from './contactMail'

/**
 * The mails of an application. The applicant's acknowledgement, in their language, names the reference
 * number and the job, nothing they sent and no document; HR's notice names only the reference number and
 * links to the back office.
 */
export type ApplicationEnvelope = { to: string; subject: string; text: string }

/** The mails to an applicant that HR may edit (src/globals/ApplicationMailTexts.ts), and what each fills in. */
export const APPLICANT_MAIL_PLACEHOLDERS = {
  acknowledgement: ['reference', 'job'],
  invitation: ['name', 'reference', 'job', 'months'],
  rejection: ['name', 'reference', 'job', 'months'],
} as const
export type ApplicantMailKind = keyof typeof APPLICANT_MAIL_PLACEHOLDERS
export const APPLICANT_MAIL_FIELDS = [
  'acknowledgementSubject',
  'acknowledgementText',
  'invitationSubject',
  'invitationText',
  'rejectionSubject',
  'rejectionText',
] as const
export type ApplicantMailTexts = Record<(typeof APPLICANT_MAIL_FIELDS)[number], string>

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '')

export function acknowledgementMail(
  lang: Locale,
  reference: string,
  to: string,
  job?: string,
  templates: ApplicantMailTexts = messages[lang].application.mail,
): ApplicationEnvelope {
  const text = { ...messages[lang].application.mail, ...templates }
  return {
    to,
    subject: headerSafe(fill(text.acknowledgementSubject, { reference })),
    text: fill(text.acknowledgementText, { reference, job: job ? fill(text.forJob, { job }) : '' }),
  }
}

/** HR's decision, told to the applicant in their language: an invitation or a rejection. */
export function decisionMail(
  kind: 'invitation' | 'rejection',
  lang: Locale,
  { reference, to, name, job }: { reference: string; to: string; name: string; job?: string },
  templates: ApplicantMailTexts = messages[lang].application.mail,
): ApplicationEnvelope {
  const text = { ...messages[lang].application.mail, ...templates }
  const values = {
    reference,
    name,
    job: job ? fill(text.forJob, { job }) : '',
    months: String(APPLICANT_DATA_RETENTION_MONTHS),
  }
  return kind === 'invitation'
    ? {
        to,
        subject: headerSafe(fill(text.invitationSubject, values)),
        text: fill(text.invitationText, values),
      }
    : { to, subject: headerSafe(fill(text.rejectionSubject, values)), text: fill(text.rejectionText, values) }
}

export function hrNoticeMail(reference: string, to: string, siteUrl: string): ApplicationEnvelope {
  const text = messages.de.application.mail
  return {
    to,
    subject: fill(text.hrNoticeSubject, { reference }),
    text: fill(text.hrNoticeText, { reference, link: `${siteUrl}/admin/collections/applications` }),
  }
}

export function hrReminderMail(reference: string, to: string, siteUrl: string): ApplicationEnvelope {
  const text = messages.de.application.mail
  const months = String(UNTOUCHED_APPLICATION_MONTHS)
  return {
    to,
    subject: fill(text.reminderSubject, { reference, months }),
    text: fill(text.reminderText, { reference, months, link: `${siteUrl}/admin/collections/applications` }),
  }
}

export function composeApplicationMail(
  id: number,
  envelope: ApplicationEnvelope,
  { from, siteHost }: { from: string; siteHost: string },
): ComposedMail {
  return {
    messageId: `<application-mail-${id}@${siteHost}>`,
    to: envelope.to,
    from,
    subject: envelope.subject,
    text: envelope.text,
    html: `<pre style="font-family:inherit;white-space:pre-wrap">${escapeHtml(envelope.text)}</pre>`,
  }
}
