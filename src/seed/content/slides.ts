import type { SeedSlide } from '../types'

/** Home hero slides. The first has no headline, so the default 'Weil jede Sekunde zählt' applies. */
export const slides: SeedSlide[] = [
  {
    role: { de: 'Leitstellendisponentin', en: 'Control-centre dispatcher' },
    name: 'Katharina Meißner',
  },
  {
    role: { de: 'Zugführer, Berufsfeuerwehr', en: 'Platoon commander, professional fire brigade' },
    name: 'Hendrik Olsen',
    headline: { de: 'Damit jeder Funkspruch ankommt', en: 'So that every radio message gets through' },
  },
  {
    role: { de: 'Notfallsanitäterin', en: 'Paramedic' },
    name: 'Jana Krüger',
    headline: { de: 'Damit wir den schnellsten Weg finden', en: 'So that we find the fastest route' },
  },
  {
    role: { de: 'Systemtechniker bei Sekundenwerk', en: 'Systems engineer at Sekundenwerk' },
    name: 'Tobias Wendland',
    headline: { de: 'Damit die Technik niemals schläft', en: 'So that the technology never sleeps' },
  },
]
