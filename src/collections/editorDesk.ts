import type { PayloadRequest, Widget, WidgetInstance } from 'payload'
import { hasRole } from '@/access/roles'

/**
 * The editors' part of the dashboard (Payload's dashboard widgets, drawn by src/admin/EditorDeskWidgets.tsx):
 * failed plans, their own drafts, translations to do and what others changed.
 */
export const EDITOR_DESK_WIDGETS: Widget[] = [
  {
    slug: 'editor-failed-plans',
    label: { de: 'Fehlgeschlagene Planungen', en: 'Failed schedules' },
    Component: '/admin/EditorDeskWidgets#FailedPlansWidget',
    minWidth: 'medium',
  },
  {
    slug: 'editor-drafts',
    label: { de: 'Meine Entwürfe', en: 'My drafts' },
    Component: '/admin/EditorDeskWidgets#MyDraftsWidget',
    minWidth: 'medium',
  },
  {
    slug: 'editor-translations',
    label: { de: 'Übersetzungen', en: 'Translations' },
    Component: '/admin/EditorDeskWidgets#TranslationsWidget',
    minWidth: 'medium',
  },
  {
    slug: 'editor-changes',
    label: { de: 'Letzte Änderungen anderer', en: 'Recent changes by others' },
    Component: '/admin/EditorDeskWidgets#ChangesByOthersWidget',
    minWidth: 'medium',
  },
]

/** The editors' part of a dashboard (before the collections), until they arrange their own. */
export function editorDeskLayout(user: PayloadRequest['user']): WidgetInstance[] {
  if (!hasRole(user, 'admin', 'editor')) return []
  return [
    { widgetSlug: 'editor-failed-plans', width: 'full' },
    { widgetSlug: 'editor-drafts', width: 'medium' },
    { widgetSlug: 'editor-translations', width: 'medium' },
    { widgetSlug: 'editor-changes', width: 'full' },
  ] as WidgetInstance[]
}
