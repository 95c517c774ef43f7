import { messages } from '@/i18n/messages'
import { SITE_TIME_ZONE, UNTOUCHED_APPLICATION_MONTHS } from '../constants'
import { DATE_LOCALES } from '../format'
import type { Locale } from '@/i18n/routing'
import { escapeHtml, headerSafe, type ComposedMail } from './contactMail'
import { interviewBlock, interviewCalendar, type Interview } from './interviews'

/**
 * The mails of an application. The applicant's acknowledgement, in their language, names the reference
 * number and the job, nothing they sent and no document; HR's notice names only the reference number and
 * links to the back office.
 */
export type ApplicationEnvelope = {
  to: string
  subject: string
  text: string
  /** An invitation's proposed times as a calendar file (`.ics`), attached to the mail. */
  calendar?: { name: string; content: string }
}

/** The mails to an applicant that HR may edit (src/globals/ApplicationMailTexts.ts), and what each fills in. */
export const APPLICANT_MAIL_PLACEHOLDERS = {
  acknowledgement: ['reference', 'job', 'deletion', 'link'],
  invitation: ['name', 'reference', 'job', 'deletion', 'times'],
  rejection: ['name', 'reference', 'job', 'deletion'],
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

/** Placeholders a mail's text must name: the acknowledgement is the only mail that carries the private link. */
export const REQUIRED_PLACEHOLDERS: Partial<Record<(typeof APPLICANT_MAIL_FIELDS)[number], string[]>> = {
  acknowledgementText: ['link'],
}

/** The placeholders a template names that its mail does not fill (a template saved by an earlier version). */
export function unknownPlaceholders(kind: ApplicantMailKind, template: string): string[] {
  const known: readonly string[] = APPLICANT_MAIL_PLACEHOLDERS[kind]
  return [...template.matchAll(/\{(\w*)\}/g)].map((match) => match[1]).filter((name) => !known.includes(name))
}

/** The placeholders `field` must name that `template` lacks. */
export const missingPlaceholders = (field: (typeof APPLICANT_MAIL_FIELDS)[number], template: string) =>
  (REQUIRED_PLACEHOLDERS[field] ?? []).filter((name) => !template.includes(`{${name}}`))

/** A day as the applicant reads it, in the company's time zone: "28.01.2027", "28/01/2027". */
export function applicantDay(date: Date, lang: Locale): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[lang], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: SITE_TIME_ZONE,
  }).format(date)
}

/**
 * What a mail promises about the deletion of the applicant's data (src/lib/applications/retention.ts computes
 * it): the day with consent to the talent pool, the day once decided, or the period after a decision to come.
 */
export type DeletionPromise =
  | { kind: 'pool'; on: Date }
  | { kind: 'on'; on: Date }
  | { kind: 'after-decision'; months: number }

/** The `{deletion}` sentence: when the applicant's data goes, as a day wherever it is known. */
export function deletionSentence(promise: DeletionPromise, lang: Locale): string {
  const text = messages[lang].application.mail.deletion
  if (promise.kind === 'after-decision') return fill(text.afterDecision, { months: String(promise.months) })
  return fill(promise.kind === 'pool' ? text.pool : text.on, { date: applicantDay(promise.on, lang) })
}

export function acknowledgementMail(
  lang: Locale,
  {
    reference,
    to,
    job,
    deletion,
    link,
  }: { reference: string; to: string; job?: string; deletion: DeletionPromise; link: string },
  templates: ApplicantMailTexts = messages[lang].application.mail,
): ApplicationEnvelope {
  const text = { ...messages[lang].application.mail, ...templates }
  const values = {
    reference,
    job: job ? fill(text.forJob, { job }) : '',
    deletion: deletionSentence(deletion, lang),
    link,
  }
  return {
    to,
    subject: headerSafe(fill(text.acknowledgementSubject, values)),
    text: fill(text.acknowledgementText, values),
  }
}

/**
 * HR's decision, told to the applicant in their language: an invitation or a rejection. An invitation with
 * proposed times names them (`{times}`; a template without it gets them at its end) and carries them as a
 * calendar file.
 */
export function decisionMail(
  kind: 'invitation' | 'rejection',
  lang: Locale,
  {
    reference,
    to,
    name,
    job,
    deletion,
    interview,
    host = 'localhost',
  }: {
    reference: string
    to: string
    name: string
    job?: string
    deletion: DeletionPromise
    interview?: Interview
    /** The site's host, which names the calendar's events. */
    host?: string
  },
  templates: ApplicantMailTexts = messages[lang].application.mail,
): ApplicationEnvelope {
  const text = { ...messages[lang].application.mail, ...templates }
  const proposed = kind === 'invitation' && interview && interview.times.length > 0 ? interview : null
  const times = proposed ? interviewBlock(proposed, lang) : messages[lang].application.mail.interview.none
  const values = {
    reference,
    name,
    job: job ? fill(text.forJob, { job }) : '',
    deletion: deletionSentence(deletion, lang),
    times,
  }
  if (kind === 'rejection')
    return { to, subject: headerSafe(fill(text.rejectionSubject, values)), text: fill(text.rejectionText, values) }
  const body = fill(text.invitationText, values)
  return {
    to,
    subject: headerSafe(fill(text.invitationSubject, values)),
    text: proposed && !text.invitationText.includes('{times}') ? `${body}\n\n${times}` : body,
    ...(proposed && {
      calendar: {
        name: lang === 'de' ? 'gespraech.ics' : 'interview.ics',
        content: interviewCalendar(proposed, lang, host),
      },
    }),
  }
}

/** The application's page in the back office, which a notice links to. */
export const applicationAdminUrl = (siteUrl: string, id: number) => `${siteUrl}/admin/collections/applications/${id}`

export function hrNoticeMail(reference: string, id: number, to: string, siteUrl: string): ApplicationEnvelope {
  const text = messages.de.application.mail
  return {
    to,
    subject: fill(text.hrNoticeSubject, { reference }),
    text: fill(text.hrNoticeText, { reference, link: applicationAdminUrl(siteUrl, id) }),
  }
}

/** HR learns that an applicant withdrew through their private link. */
export function hrWithdrawnMail(reference: string, id: number, to: string, siteUrl: string): ApplicationEnvelope {
  const text = messages.de.application.mail
  return {
    to,
    subject: fill(text.hrWithdrawnSubject, { reference }),
    text: fill(text.hrWithdrawnText, { reference, link: applicationAdminUrl(siteUrl, id) }),
  }
}

/** HR learns which proposed interview time the applicant confirmed through their private link. */
export function hrInterviewConfirmedMail(
  reference: string,
  id: number,
  time: string,
  to: string,
  siteUrl: string,
): ApplicationEnvelope {
  const text = messages.de.application.mail
  return {
    to,
    subject: fill(text.hrInterviewSubject, { reference }),
    text: fill(text.hrInterviewText, { reference, time, link: applicationAdminUrl(siteUrl, id) }),
  }
}

/** One member's daily digest of applications untouched for UNTOUCHED_APPLICATION_MONTHS, each with its link. */
export function hrReminderDigest(
  applications: { reference: string; id: number }[],
  to: string,
  siteUrl: string,
): ApplicationEnvelope {
  const text = messages.de.application.mail
  const months = String(UNTOUCHED_APPLICATION_MONTHS)
  const list = applications
    .map((application) => `- ${application.reference}: ${applicationAdminUrl(siteUrl, application.id)}`)
    .join('\n')
  return {
    to,
    subject: fill(text.reminderSubject, { count: String(applications.length), months }),
    text: fill(text.reminderText, { months, list }),
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
    ...(envelope.calendar && {
      attachments: [
        {
          filename: envelope.calendar.name,
          content: envelope.calendar.content,
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        },
      ],
    }),
  }
}
