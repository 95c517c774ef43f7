import type { AdminText } from '@/collections/adminLabels'

export const SCHEDULE_CALENDAR_TEXTS = {
  nav: { de: 'Geplante Veröffentlichungen', en: 'Scheduled publishing' },
  title: { de: 'Geplante Veröffentlichungen', en: 'Scheduled publishing' },
  intro: {
    de: 'Was in den nächsten sechs Wochen veröffentlicht oder offline genommen wird, in deutscher Zeit. Geplant wird im Eintrag über „Veröffentlichen“ → „Veröffentlichungsplanung“.',
    en: 'What is published or taken offline in the next six weeks, in German time. Schedule it in the record under “Publish” → “Schedule publish”.',
  },
  empty: { de: 'Zurzeit ist nichts geplant.', en: 'Nothing is scheduled at the moment.' },
  publish: { de: 'Veröffentlichung', en: 'publishing' },
  unpublish: { de: 'Veröffentlichung aufheben', en: 'unpublishing' },
  notForYou: {
    de: 'Der Kalender ist für die Redaktion.',
    en: 'The calendar is for the editors.',
  },
} satisfies Record<string, AdminText>
