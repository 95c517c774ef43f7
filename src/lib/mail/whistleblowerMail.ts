import { WHISTLEBLOWER_DEADLINES } from '../constants'
import { escapeHtml, type ComposedMail } from './contactMail'

export type WhistleblowerNotice = {
  id: number
  caseNumber: string
  reportId: number
  kind: 'new-report' | 'reporter-message'
}

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
} as const

/**
 * The notice to the reporting office's inbox: the case number and a link to the admin, never anything of the
 * report (its subject, text or the reporter's details), so that the mail system learns nothing confidential.
 */
export function composeWhistleblowerNotice(
  notice: WhistleblowerNotice,
  { to, from, siteUrl }: { to: string; from: string; siteUrl: string },
): ComposedMail {
  const text = TEXT[notice.kind]
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
