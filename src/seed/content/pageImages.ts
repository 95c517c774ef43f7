import type { PageImagePath } from '@/data/pageImages'
import type { Localized, Motif } from '../types'

/** Where a seeded picture goes in the global Seitenbilder: an image field, or one of its two lists. */
export type PageImageSeat = PageImagePath | 'karriere.impressions' | 'zertifikate.awards'

/**
 * Images that belong to a page rather than to a record (hero backgrounds, portraits, the careers impressions,
 * certificates, ...): seeded into the media collection as `<name>.webp` and chosen in the global Seitenbilder
 * (`seats`), where editors choose others. Pictures with words in them get an English picture too
 * (`<name>.en.webp`) where their words differ in English, chosen for English pages.
 */
export type SeedPageImage = {
  name: string
  /** 'certificate': a certificate with `title` (or the alt text) drawn into it; 'locations': the offices' map */
  motif: Motif | 'certificate' | 'locations'
  alt: Localized
  /** the words in a certificate picture, when they are not the alt text */
  title?: Localized
  small?: boolean
  seats: PageImageSeat[]
}

const hero = (name: string, seat: PageImagePath, motif: Motif, de: string, en: string): SeedPageImage => ({
  name: `hero-${name}`,
  motif,
  alt: { de, en },
  seats: [seat],
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
  hero('careers', 'karriere.hero', 'person', 'Teammitglieder bei der Arbeit', 'Team members at work'),
  hero(
    'contact',
    'kontakt.hero',
    'building',
    'Unser Hauptsitz in Barsbüttel',
    'Our headquarters in Barsbüttel',
  ),
  hero(
    'whistleblower',
    'hinweisgeberschutz.hero',
    'handshake',
    'Vertrauliche Meldung',
    'Confidential report',
  ),
  hero(
    'leitsysteme',
    'leitsysteme.hero',
    'control-room',
    'Leitstelle mit mehreren Bildschirmen',
    'Control room with several screens',
  ),
  hero(
    'wachen-und-elw',
    'wachenUndElw.hero',
    'station',
    'Feuerwache mit Fahrzeughalle',
    'Fire station with vehicle hall',
  ),
  hero(
    'einsatznavigation',
    'einsatznavigation.hero',
    'map',
    'Navigationskarte im Einsatzfahrzeug',
    'Navigation map in an emergency vehicle',
  ),
  hero(
    'sprach-und-datenfunk',
    'sprachUndDatenfunk.hero',
    'radio',
    'Digitalfunkgerät',
    'Digital radio handset',
  ),
  hero(
    'digitale-alarmierung',
    'digitaleAlarmierung.hero',
    'pager',
    'Meldeempfänger für die Alarmierung',
    'Pager for alerting',
  ),
  hero(
    'reparaturen',
    'reparaturen.hero',
    'tools',
    'Werkzeug in der Funkwerkstatt',
    'Tools in the radio workshop',
  ),
  hero('it', 'it.hero', 'circuit', 'Server und Netzwerktechnik', 'Servers and network equipment'),
  hero('about', 'ueberUns.hero', 'building', 'Sekundenwerk-Gebäude', 'Sekundenwerk building'),
  hero('management', 'management.hero', 'person', 'Geschäftsführung', 'Management'),
  hero('locations', 'niederlassungen.hero', 'map', 'Karte unserer Standorte', 'Map of our locations'),
  hero(
    'values',
    'unsereWerte.hero',
    'wave',
    'Wellenlinie als Sinnbild für Funk',
    'Wave line as a symbol of radio',
  ),
  hero('environment', 'umwelt.hero', 'tower', 'Sendemast vor blauem Himmel', 'Radio mast against a blue sky'),
  hero('team', 'team.hero', 'person', 'Unser Team', 'Our team'),
  hero('partner', 'partner.hero', 'handshake', 'Partnerschaft', 'Partnership'),
  hero('associations', 'verbaende.hero', 'handshake', 'Verbandsarbeit', 'Work in associations'),
  hero(
    'certificates',
    'zertifikate.hero',
    'award',
    'Auszeichnungen und Zertifikate',
    'Awards and certificates',
  ),
  hero('legal', 'rechtliches.hero', 'building', 'Bürogebäude', 'Office building'),
  {
    name: 'management-portrait',
    motif: 'person',
    alt: { de: 'Dr. Henrike Albers und Jannis Petersen', en: 'Dr Henrike Albers and Jannis Petersen' },
    seats: ['management.portrait'],
  },
  {
    name: 'team-group',
    motif: 'person',
    alt: { de: 'Gruppenfoto des Sekundenwerk-Teams', en: 'Group photo of the Sekundenwerk team' },
    seats: ['team.group'],
  },
  {
    name: 'contact-map',
    motif: 'locations',
    alt: { de: 'Karte mit unseren fünf Standorten', en: 'Map showing our five locations' },
    seats: ['kontakt.map'],
  },
  {
    name: 'einsatznavigation-product',
    motif: 'vehicle',
    alt: { de: 'Funklotse im Einsatzfahrzeug', en: 'Funklotse in an emergency vehicle' },
    seats: ['einsatznavigation.product'],
  },
  {
    name: 'reparaturen-image',
    motif: 'tools',
    alt: { de: 'Messplatz in der Funkwerkstatt', en: 'Test bench in the radio workshop' },
    seats: ['reparaturen.image'],
  },
  {
    name: 'wachen-und-elw-image',
    motif: 'station',
    alt: { de: 'Ausgestatteter Einsatzleitwagen', en: 'Equipped command vehicle' },
    seats: ['wachenUndElw.image'],
  },
  {
    name: 'video-poster-values',
    motif: 'wave',
    alt: { de: 'Vorschaubild des Imagefilms', en: 'Poster of the company film' },
    seats: ['unsereWerte.filmPoster'],
  },
  {
    name: 'award-1',
    motif: 'certificate',
    alt: { de: 'Gründerpreis 2024, Kategorie Aufsteiger', en: "Founders' Award 2024, 'Aufsteiger' category" },
    title: {
      de: 'Gründerpreis 2024, Kategorie Aufsteiger',
      en: "Founders' Award 2024, rising-star category",
    },
    seats: ['zertifikate.awards'],
  },
  {
    name: 'award-2',
    motif: 'certificate',
    alt: { de: 'Ausgezeichneter Ausbildungsbetrieb 2025', en: 'Outstanding training company 2025' },
    seats: ['zertifikate.awards'],
  },
  {
    name: 'certificate-iso-9001',
    motif: 'certificate',
    alt: { de: 'Zertifikat nach ISO 9001', en: 'ISO 9001 certificate' },
    title: { de: 'ISO 9001', en: 'ISO 9001' },
    seats: ['zertifikate.iso9001'],
  },
  {
    name: 'certificate-radio-service',
    motif: 'certificate',
    alt: { de: 'Zertifikat Funkservice', en: 'Radio service certificate' },
    title: { de: 'Zertifikat Funkservice', en: 'Radio Service Certificate' },
    seats: ['zertifikate.further'],
  },
  ...IMPRESSIONS.map(([motif, de, en], index): SeedPageImage => ({
    name: `impression-${index + 1}`,
    motif,
    alt: { de, en },
    small: true,
    // The repair bench is the picture of the environment page too: repairing instead of replacing.
    seats: index === 3 ? ['karriere.impressions', 'umwelt.image'] : ['karriere.impressions'],
  })),
]
