import {
  ACCESS_CAUSES,
  DESK_ACCESS_ACTIONS,
  type AccessCause,
  type DeskAccessAction,
} from '../sealed/deskAccessWords'
import { deskNamed } from '../sealed/desks'
import { staffLanguage, type StaffLanguage } from '../staffLanguages'
import { escapeHtml, type ComposedMail } from './contactMail'

/** One member's notice of a change of who may read a confidential desk's records (collection `desk-notices`). */
export type DeskNotice = {
  id: number
  desk: string
  action: DeskAccessAction
  recipient: string
  language: StaffLanguage
  actorName: string | null
  subjectName: string | null
  cause: AccessCause | null
  count: number | null
}

const TEXT = {
  de: {
    lead: (desk: string) =>
      `Im Verwaltungsbereich der Website hat sich geändert, wer ${desk} lesen kann oder wie:`,
    subject: 'Betrifft',
    actor: 'Von',
    why: 'Grund',
    count: 'Datensätze',
    check:
      'Wenn Sie diese Änderung nicht erwartet haben, prüfen Sie das Protokoll und sprechen Sie die Beteiligten an. Offene Anfragen gewähren oder lehnen Sie auf dem Dashboard ab.',
    log: 'Protokoll',
  },
  en: {
    lead: (desk: string) => `In the website's back office, who can read ${desk}, or how, has changed:`,
    subject: 'Concerns',
    actor: 'By',
    why: 'Reason',
    count: 'Records',
    check:
      'If you did not expect this change, check the log and speak to those involved. Open requests are granted or declined on the dashboard.',
    log: 'Log',
  },
} as const

/** The notice in its recipient's language: names and what changed, never anything of a record. */
export function composeDeskNotice(
  notice: DeskNotice,
  { from, siteUrl }: { from: string; siteUrl: string },
): ComposedMail {
  const desk = deskNamed(notice.desk)
  const language = staffLanguage(notice.language)
  const text = TEXT[language]
  const words = desk ? desk.words[language] : { title: notice.desk, records: '' }
  const action = DESK_ACCESS_ACTIONS[notice.action]?.[language] ?? notice.action
  const link = `${siteUrl}/admin/collections/${desk?.audit ?? ''}`
  const facts: [string, string][] = [
    [text.subject, notice.subjectName ?? ''],
    [text.actor, notice.actorName ?? ''],
    [text.why, notice.cause ? ACCESS_CAUSES[notice.cause][language] : ''],
    [text.count, notice.count === null ? '' : `${notice.count} ${words.records}`],
  ]
  const shown = facts.filter(([, value]) => value)
  const lead = text.lead(`${words.records} (${words.title})`)
  return {
    messageId: `<desk-notice-${notice.id}@${new URL(siteUrl).hostname}>`,
    to: notice.recipient,
    from,
    subject: `${words.title}: ${action}`,
    text: [
      lead,
      '',
      action,
      ...shown.map(([label, value]) => `${label}: ${value}`),
      '',
      text.check,
      `${text.log}: ${link}`,
    ].join('\n'),
    html: [
      `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;color:#0b1f3a">`,
      `<p>${escapeHtml(lead)}</p>`,
      `<p><strong>${escapeHtml(action)}</strong><br>`,
      shown.map(([label, value]) => `${escapeHtml(label)}: ${escapeHtml(value)}`).join('<br>'),
      '</p>',
      `<p>${escapeHtml(text.check)} <a href="${escapeHtml(link)}">${escapeHtml(text.log)}</a></p>`,
      '</body></html>',
    ].join('\n'),
  }
}
