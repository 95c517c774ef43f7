import { WHISTLEBLOWER_DEADLINES } from '../constants'
import { formatStaffDateTime } from '../format'
import { escapeHtml, type ComposedMail } from './contactMail'

export type ReminderKind = 'acknowledge-reminder' | 'feedback-reminder'

export type WhistleblowerNotice =
  | {
      id: number
      caseNumber: string
      reportId: number
      kind: 'new-report' | 'reporter-message' | 'minutes-confirmed'
    }
  | { id: number; caseNumber: string; reportId: number; kind: ReminderKind; dueAt: string }
  | { id: number; kind: 'access-change' | 'address-change'; detail: string; recipient?: string | null }

const TEXT = {
  'new-report': {
    subject: 'Neuer Hinweis',
    lead: 'Über das Hinweisgebersystem der Website ist ein neuer Hinweis eingegangen.',
    due: `Bitte bestätigen Sie den Eingang innerhalb von ${WHISTLEBLOWER_DEADLINES.acknowledgeDays} Tagen (§ 17 HinSchG), indem Sie den Status ändern; die meldende Person sieht ihn auf der Website.`,
  },
  'reporter-message': {
    subject: 'Ergänzung zum Hinweis',
    lead: 'Die meldende Person hat über die Website Informationen zu ihrem Hinweis ergänzt.',
    due: 'Die Ergänzung steht im Hinweis unter „Nachrichten“.',
  },
  'minutes-confirmed': {
    subject: 'Protokoll bestätigt',
    lead: 'Die meldende Person hat über die Website das Protokoll ihrer Meldung bestätigt.',
    due: 'Das Datum steht im Hinweis unter „Protokoll bestätigt am“ und in der Fallakte.',
  },
} as const

/**
 * The notice to the reporting office's inbox: the case number and a link to the admin, never anything of the
 * report (its subject, text or the reporter's details), so that the mail system learns nothing confidential.
 */
const REMINDER = {
  'acknowledge-reminder': {
    subject: 'Fristerinnerung Eingangsbestätigung',
    lead: (due: string) =>
      `Der Eingang dieses Hinweises ist noch nicht bestätigt. Frist (${WHISTLEBLOWER_DEADLINES.acknowledgeDays} Tage, § 17 Abs. 1 HinSchG): ${due} Uhr.`,
    due: 'Bestätigen Sie den Eingang, indem Sie den Status ändern; die meldende Person sieht ihn auf der Website.',
  },
  'feedback-reminder': {
    subject: 'Fristerinnerung Rückmeldung',
    lead: (due: string) =>
      `Die meldende Person erwartet eine Rückmeldung. Frist (${WHISTLEBLOWER_DEADLINES.feedbackMonths} Monate, § 17 Abs. 2 HinSchG): ${due} Uhr.`,
    due: 'Geben Sie ihr unter „Nachrichten“ Rückmeldung zu den ergriffenen oder geplanten Folgemaßnahmen.',
  },
} as const

/** Subject line, lead and what to do, for a notice about a case. */
function caseNoticeText(notice: Exclude<WhistleblowerNotice, { detail: string }>) {
  if (!('dueAt' in notice)) return TEXT[notice.kind]
  const text = REMINDER[notice.kind]
  return { ...text, lead: text.lead(formatStaffDateTime(notice.dueAt, 'de')) }
}

export function composeWhistleblowerNotice(
  notice: WhistleblowerNotice,
  { to, from, siteUrl }: { to: string; from: string; siteUrl: string },
): ComposedMail {
  if ('detail' in notice) return composeAccessNotice(notice, { to: notice.recipient || to, from, siteUrl })
  const text = caseNoticeText(notice)
  const link = `${siteUrl}/admin/collections/whistleblower-reports/${notice.reportId}`
  const lines = [
    text.lead,
    '',
    `Fallnummer: ${notice.caseNumber}`,
    `Im Verwaltungsbereich öffnen: ${link}`,
    '',
    text.due,
    'Aus Gründen der Vertraulichkeit enthält diese E-Mail keinen Inhalt des Hinweises.',
  ]
  return {
    messageId: `<hinschg-${notice.id}@${new URL(siteUrl).hostname}>`,
    to,
    from,
    subject: `${text.subject} ${notice.caseNumber}`,
    text: lines.join('\n'),
    html: [
      '<!doctype html><html lang="de"><body style="font-family:sans-serif;color:#0b1f3a">',
      `<p>${escapeHtml(text.lead)}</p>`,
      `<p>Fallnummer: <strong>${escapeHtml(notice.caseNumber)}</strong><br>`,
      `<a href="${escapeHtml(link)}">Im Verwaltungsbereich öffnen</a></p>`,
      `<p>${escapeHtml(text.due)}</p>`,
      '<p>Aus Gründen der Vertraulichkeit enthält diese E-Mail keinen Inhalt des Hinweises.</p>',
      '</body></html>',
    ].join('\n'),
  }
}

const ACCESS_TEXT = {
  'access-change': {
    subject: 'Änderung am Zugang zur Meldestelle',
    lead: 'Im Verwaltungsbereich der Website wurde geändert, wer Hinweise lesen kann oder wie:',
    check:
      'Wenn Sie diese Änderung nicht erwartet haben, prüfen Sie das Zugriffsprotokoll der Meldestelle und sprechen Sie die Person an.',
  },
  'address-change': {
    subject: 'Benachrichtigungsadresse geändert',
    lead: 'Diese Adresse erhält künftig keine Benachrichtigungen der Website mehr:',
    check:
      'Wenn Sie diese Änderung nicht erwartet haben, wenden Sie sich an die Verwaltung der Website und an die Meldestelle.',
  },
} as const

/** A change of the office's access or of a notification address: who did what, never a report's content. */
function composeAccessNotice(
  notice: Extract<WhistleblowerNotice, { detail: string }>,
  { to, from, siteUrl }: { to: string; from: string; siteUrl: string },
): ComposedMail {
  const text = ACCESS_TEXT[notice.kind]
  const link = `${siteUrl}/admin/collections/whistleblower-audit`
  return {
    messageId: `<hinschg-${notice.id}@${new URL(siteUrl).hostname}>`,
    to,
    from,
    subject: text.subject,
    text: [text.lead, '', notice.detail, '', text.check, `Zugriffsprotokoll: ${link}`].join('\n'),
    html: [
      '<!doctype html><html lang="de"><body style="font-family:sans-serif;color:#0b1f3a">',
      `<p>${escapeHtml(text.lead)}</p>`,
      `<p><strong>${escapeHtml(notice.detail)}</strong></p>`,
      `<p>${escapeHtml(text.check)} <a href="${escapeHtml(link)}">Zugriffsprotokoll</a></p>`,
      '</body></html>',
    ].join('\n'),
  }
}
