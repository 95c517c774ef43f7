import type { Locale } from '@/i18n/routing'

/**
 * The site search's synonyms and pinned results (src/globals/SiteSearch.ts): the trade's words a visitor types
 * for what the pages name otherwise, per language. Editors extend them from the figures' "searched for and not
 * found" list.
 */
export const siteSearch: Record<Locale, { synonyms: string[]; pins: { query: string; target: string }[] }> = {
  de: {
    synonyms: [
      'Pager, Meldeempfänger, Funkmeldeempfänger',
      'Stellenangebote, Stellen, Jobs, Karriere, offene Stellen',
      'ELW, Einsatzleitwagen, Kommandowagen',
      'Notruf, 112, Notrufabfrage',
      'Leitstelle, Einsatzzentrale, Leitzentrale',
      'Digitalfunk, BOS-Funk, TETRA',
      'Handfunkgerät, HRT, Handsprechfunkgerät',
      'Fahrzeugfunkgerät, MRT',
      'Einsatznavigation, Navi, Navigationssystem',
      'Reparatur, Instandsetzung, Reparaturservice',
      'Ausbildung, Azubi, Lehrstelle, Ausbildungsplatz',
      'Datenschutz, DSGVO, Datenschutzerklärung',
      'Hinweisgeberschutz, Whistleblower, Hinweisgebersystem',
      'Wache, Feuerwache, Gerätehaus, Rettungswache',
    ],
    pins: [{ query: 'Jobs', target: '/karriere' }],
  },
  en: {
    synonyms: [
      'pager, alerting receiver, receiver',
      'jobs, careers, vacancies, job openings, positions',
      'ELW, command vehicle',
      'emergency call, 112, emergency number',
      'control centre, control center, control room, dispatch centre',
      'digital radio, TETRA, BOS radio',
      'handheld radio, HRT, walkie-talkie',
      'mission navigation, satnav, navigation system',
      'repair, repairs, servicing',
      'apprenticeship, apprentice, trainee',
      'privacy, data protection, GDPR',
      'whistleblower protection, whistleblowing, reporting channel',
    ],
    pins: [{ query: 'jobs', target: '/karriere' }],
  },
}
