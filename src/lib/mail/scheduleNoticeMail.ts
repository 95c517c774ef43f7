import { formatStaffDateTime } from '../format'
import type { StaffLanguage } from '../staffLanguages'
import { escapeHtml, type ComposedMail } from './contactMail'

/** A notice to the editor whose planned publication failed (collection `schedule-notices`). */
export type ScheduleNotice = {
  id: number
  recipient: string
  language: StaffLanguage
  recordCollection: string
  recordId: string
  title: string
  action: 'publish' | 'unpublish'
  plannedAt: string | null
  reason: string
}

const TEXT = {
  de: {
    subject: (title: string) => `Geplante Veröffentlichung fehlgeschlagen: ${title}`,
    lead: {
      publish:
        'Die Veröffentlichung, die Sie geplant hatten, ist fehlgeschlagen. Der Eintrag ist nicht online:',
      unpublish:
        'Das Zurückziehen, das Sie geplant hatten, ist fehlgeschlagen. Der Eintrag ist weiter online:',
    },
    planned: 'Geplant für',
    reason: 'Grund',
    next: 'Ergänzen Sie den Eintrag und veröffentlichen oder planen Sie ihn erneut:',
  },
  en: {
    subject: (title: string) => `Scheduled publication failed: ${title}`,
    lead: {
      publish: 'The publication you scheduled failed. The entry is not online:',
      unpublish: 'The unpublishing you scheduled failed. The entry is still online:',
    },
    planned: 'Scheduled for',
    reason: 'Reason',
    next: 'Complete the entry, then publish or schedule it again:',
  },
} as const

/**
 * The notice in the planner's language of e-mails: the record, when it was planned, Payload's reason, and the
 * link to the record in the admin.
 */
export function composeScheduleNotice(
  notice: ScheduleNotice,
  { from, siteUrl }: { from: string; siteUrl: string },
): ComposedMail {
  const link = `${siteUrl}/admin/collections/${notice.recordCollection}/${notice.recordId}`
  const planned = notice.plannedAt ? formatStaffDateTime(notice.plannedAt, 'de') : '–'
  const text = TEXT[notice.language]
  const lines = [
    text.lead[notice.action],
    notice.title,
    `${text.planned}: ${planned}`,
    `${text.reason}: ${notice.reason || '–'}`,
    '',
    text.next,
    link,
  ]
  const html = lines
    .map((line) =>
      line === link ? `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>` : escapeHtml(line),
    )
    .join('<br>\n')
  return {
    messageId: `<schedule-notice-${notice.id}@${new URL(siteUrl).hostname}>`,
    to: notice.recipient,
    from,
    subject: text.subject(notice.title),
    text: lines.join('\n'),
    html: `<p>${html}</p>`,
  }
}
