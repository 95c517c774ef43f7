import type { AdminText } from '@/collections/adminLabels'

export const SCHEDULE_CALENDAR_TEXTS = {
  nav: { de: 'Geplante Veröffentlichungen', en: 'Scheduled publishing' },
  title: { de: 'Geplante Veröffentlichungen', en: 'Scheduled publishing' },
  intro: {
    de: 'Was in sechs Wochen veröffentlicht oder offline genommen wird, in deutscher Zeit, und was zu seiner Zeit fehlgeschlagen ist. Geplant wird im Eintrag über „Veröffentlichen“ → „Veröffentlichungsplanung“.',
    en: 'What is published or taken offline over six weeks, in German time, and what failed at its time. Schedule it in the record under “Publish” → “Schedule publish”.',
  },
  empty: { de: 'In diesen Wochen ist nichts geplant.', en: 'Nothing is scheduled in these weeks.' },
  publish: { de: 'Veröffentlichung', en: 'publishing' },
  unpublish: { de: 'Veröffentlichung aufheben', en: 'unpublishing' },
  failed: { de: 'fehlgeschlagen', en: 'failed' },
  failedTitle: { de: 'Fehlgeschlagene Planungen', en: 'Failed schedules' },
  failedIntro: {
    de: 'Diese Einträge wurden zur geplanten Zeit nicht geändert. Ergänzen Sie sie und veröffentlichen oder planen Sie sie erneut; die Person, die geplant hat, hat eine E-Mail erhalten.',
    en: 'These entries were not changed at the planned time. Complete them, then publish or schedule them again; whoever scheduled them was sent an e-mail.',
  },
  plannedFor: { de: 'geplant für', en: 'scheduled for' },
  reason: { de: 'Grund', en: 'Reason' },
  today: { de: 'heute', en: 'today' },
  earlier: { de: '← Frühere Wochen', en: '← Earlier weeks' },
  later: { de: 'Spätere Wochen →', en: 'Later weeks →' },
  thisWeek: { de: 'Diese Woche', en: 'This week' },
  weeks: { de: 'Wochen', en: 'Weeks' },
  notForYou: {
    de: 'Der Kalender ist für die Redaktion.',
    en: 'The calendar is for the editors.',
  },
} satisfies Record<string, AdminText>
