import type { Localized, Motif } from '../types'

/**
 * Images that belong to a page rather than to a record (hero backgrounds, portraits, the careers
 * impressions, ...). Seeded into the media collection as `page-<name>.webp`, so editors can replace them
 * in the admin; pages look them up by name through src/data/pageImages.ts.
 */
type SeedPageImage = {
  name: string
  /** 'certificate': a certificate with `title` (or the alt text) drawn into it; 'locations': the offices' map */
  motif: Motif | 'certificate' | 'locations'
  alt: Localized
  /** the words in a certificate picture, when they are not the alt text */
  title?: Localized
  small?: boolean
}

const hero = (name: string, motif: Motif, de: string, en: string): SeedPageImage => ({
  name: `hero-${name}`,
  motif,
  alt: { de, en },
})

const IMPRESSIONS: [Motif, string, string][] = [
  ['control-room', 'Leitstellenplatz im Testaufbau', 'Control-room workstation in the test set-up'],
  ['radio', 'Funkgeräte in der Eingangsprüfung', 'Radios in incoming inspection'],
  ['vehicle', 'Einbau in einen Einsatzleitwagen', 'Fit-out of a command vehicle'],
  ['tools', 'Reparaturplatz in der Werkstatt', 'Repair bench in the workshop'],
  ['station', 'Inbetriebnahme auf einer Feuerwache', 'Commissioning at a fire station'],
  ['circuit', 'Platinenfertigung für Bedienteile', 'Board assembly for control panels'],
  ['handshake', 'Projektabnahme mit dem Kunden', 'Project acceptance with the customer'],
  ['map', 'Kartenmaterial für die Einsatznavigation', 'Map data for mission navigation'],
  ['tower', 'Antennenmontage auf dem Sendemast', 'Antenna mounting on the mast'],
  ['pager', 'Meldeempfänger vor der Auslieferung', 'Pagers before delivery'],
  ['building', 'Unser Standort in Barsbüttel', 'Our site in Barsbüttel'],
  ['person', 'Schulung für eine Leitstellen-Crew', 'Training for a control-room crew'],
  ['wave', 'Funkausleuchtung im Feldtest', 'Radio coverage in a field test'],
  ['calendar', 'Planung im Projektteam', 'Planning in the project team'],
  ['control-room', 'Nachtschicht-Support im Servicecenter', 'Night-shift support in the service centre'],
  ['vehicle', 'Probefahrt mit dem neuen Navigator', 'Test drive with the new navigator'],
  ['radio', 'Programmierung über die Luftschnittstelle', 'Over-the-air programming'],
  ['handshake', 'Sommerfest am Hauptsitz', 'Summer party at headquarters'],
]

export const pageImages: SeedPageImage[] = [
  hero('careers', 'person', 'Teammitglieder bei der Arbeit', 'Team members at work'),
  hero('contact', 'building', 'Unser Hauptsitz in Barsbüttel', 'Our headquarters in Barsbüttel'),
  hero('whistleblower', 'handshake', 'Vertrauliche Meldung', 'Confidential report'),
  hero(
    'leitsysteme',
    'control-room',
    'Leitstelle mit mehreren Bildschirmen',
    'Control room with several screens',
  ),
  hero('wachen-und-elw', 'station', 'Feuerwache mit Fahrzeughalle', 'Fire station with vehicle hall'),
  hero(
    'einsatznavigation',
    'map',
    'Navigationskarte im Einsatzfahrzeug',
    'Navigation map in an emergency vehicle',
  ),
  hero('sprach-und-datenfunk', 'radio', 'Digitalfunkgerät', 'Digital radio handset'),
  hero('digitale-alarmierung', 'pager', 'Meldeempfänger für die Alarmierung', 'Pager for alerting'),
  hero('reparaturen', 'tools', 'Werkzeug in der Funkwerkstatt', 'Tools in the radio workshop'),
  hero('it', 'circuit', 'Server und Netzwerktechnik', 'Servers and network equipment'),
  hero('about', 'building', 'Sekundenwerk-Gebäude', 'Sekundenwerk building'),
  hero('management', 'person', 'Geschäftsführung', 'Management'),
  hero('locations', 'map', 'Karte unserer Standorte', 'Map of our locations'),
  hero('values', 'wave', 'Wellenlinie als Sinnbild für Funk', 'Wave line as a symbol of radio'),
  hero('environment', 'tower', 'Sendemast vor blauem Himmel', 'Radio mast against a blue sky'),
  hero('team', 'person', 'Unser Team', 'Our team'),
  hero('partner', 'handshake', 'Partnerschaft', 'Partnership'),
  hero('associations', 'handshake', 'Verbandsarbeit', 'Work in associations'),
  hero('certificates', 'award', 'Auszeichnungen und Zertifikate', 'Awards and certificates'),
  hero('legal', 'building', 'Bürogebäude', 'Office building'),
  {
    name: 'management-portrait',
    motif: 'person',
    alt: { de: 'Dr. Henrike Albers und Jannis Petersen', en: 'Dr Henrike Albers and Jannis Petersen' },
  },
  {
    name: 'team-group',
    motif: 'person',
    alt: { de: 'Gruppenfoto des Sekundenwerk-Teams', en: 'Group photo of the Sekundenwerk team' },
  },
  {
    name: 'contact-map',
    motif: 'locations',
    alt: { de: 'Karte mit unseren fünf Standorten', en: 'Map showing our five locations' },
  },
  {
    name: 'einsatznavigation-product',
    motif: 'vehicle',
    alt: { de: 'Funklotse im Einsatzfahrzeug', en: 'Funklotse in an emergency vehicle' },
  },
  {
    name: 'reparaturen-image',
    motif: 'tools',
    alt: { de: 'Messplatz in der Funkwerkstatt', en: 'Test bench in the radio workshop' },
  },
  {
    name: 'wachen-und-elw-image',
    motif: 'station',
    alt: { de: 'Ausgestatteter Einsatzleitwagen', en: 'Equipped command vehicle' },
  },
  {
    name: 'video-poster-values',
    motif: 'wave',
    alt: { de: 'Vorschaubild des Imagefilms', en: 'Poster of the company film' },
  },
  {
    name: 'award-1',
    motif: 'certificate',
    alt: { de: 'Gründerpreis 2024, Kategorie Aufsteiger', en: "Founders' Award 2024, 'Aufsteiger' category" },
    title: {
      de: 'Gründerpreis 2024, Kategorie Aufsteiger',
      en: "Founders' Award 2024, rising-star category",
    },
  },
  {
    name: 'award-2',
    motif: 'certificate',
    alt: { de: 'Ausgezeichneter Ausbildungsbetrieb 2025', en: 'Outstanding training company 2025' },
  },
  ...IMPRESSIONS.map(([motif, de, en], index) => ({
    name: `impression-${index + 1}`,
    motif,
    alt: { de, en },
    small: true,
  })),
]
