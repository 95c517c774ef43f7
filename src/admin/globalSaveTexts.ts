import type { AdminText } from '@/collections/adminLabels'

/** The question before a global is saved in the default language (GlobalSaveButton), in the admin's two languages. */
export const GLOBAL_SAVE_TEXTS = {
  heading: { de: 'Gilt sofort in allen Sprachen', en: 'Applies at once in every language' },
  body: {
    de: 'Diese Einstellungen haben keinen Entwurf: Nach dem Speichern sehen auch Besucher auf {languages} sofort die geänderten Felder ohne Sprache (Link, Zeitraum, Bild, Schalter), neben ihrem Text von bisher.',
    en: 'These settings have no draft: once saved, visitors in {languages} too see the changed fields without a language (link, dates, picture, switches) at once, beside their text as it was.',
  },
  next: {
    de: 'Wo der deutsche Text sich ändert, wird die Fassung auf {languages} als veraltet markiert. Gleichen Sie sie gleich danach an (Inhaltssprache oben wechseln) – oder ändern Sie erst die Übersetzung, wenn Link oder Zeitraum sich ändern.',
    en: 'Where the German text changes, the {languages} version is marked out of date. Bring it in line straight after (switch the content language above) – or change the translation first when the link or dates change.',
  },
  confirm: { de: 'Trotzdem speichern', en: 'Save anyway' },
  cancel: { de: 'Abbrechen', en: 'Cancel' },
} satisfies Record<string, AdminText>
