import type { PayloadRequest, Widget, WidgetInstance } from 'payload'
import { hasRole } from '@/access/roles'
import { OFFICE_ROLE } from '@/lib/whistleblower/vault'

/**
 * The reporting office's case desk on the admin dashboard (Payload's dashboard widgets): its cases by status,
 * the deadlines and the newest messages. The widgets show nothing to anyone outside the office, should they
 * add them to their own dashboard.
 */
export const CASE_DESK_WIDGETS: Widget[] = [
  {
    slug: 'case-desk-status',
    label: { de: 'Meldestelle: Fälle nach Status', en: 'Reporting office: cases by status' },
    Component: '/admin/whistleblower/CaseDeskStatusWidget#CaseDeskStatusWidget',
    minWidth: 'medium',
  },
  {
    slug: 'case-desk-deadlines',
    label: { de: 'Meldestelle: Fristen', en: 'Reporting office: deadlines' },
    Component: '/admin/whistleblower/CaseDeskDeadlinesWidget#CaseDeskDeadlinesWidget',
    minWidth: 'medium',
  },
  {
    slug: 'case-desk-messages',
    label: { de: 'Meldestelle: neueste Nachrichten', en: 'Reporting office: newest messages' },
    Component: '/admin/whistleblower/CaseDeskMessagesWidget#CaseDeskMessagesWidget',
    minWidth: 'small',
  },
]

/** The office's part of a dashboard (before the collections), until the member arranges their own. */
export function caseDeskLayout(user: PayloadRequest['user']): WidgetInstance[] {
  if (!hasRole(user, OFFICE_ROLE)) return []
  return [
    { widgetSlug: 'case-desk-status', width: 'full' },
    { widgetSlug: 'case-desk-deadlines', width: 'large' },
    { widgetSlug: 'case-desk-messages', width: 'small' },
  ] as WidgetInstance[]
}

/** Admin texts that Payload renders from its translations (the case file's tab). */
export const CASE_DESK_TRANSLATIONS = {
  de: { caseDesk: { caseFileTab: 'Fallakte' } },
  en: { caseDesk: { caseFileTab: 'Case file' } },
}
