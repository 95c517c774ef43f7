import type { DownloadListName, DownloadName } from '@/data/documents'
import type { SeedDocument } from '../types'

/**
 * Downloadable documents (PDFs and the remote-support tool), grouped as the pages offer them (`downloads` below);
 * `key` names the file. Those with `english` have an English version too, which English pages link.
 */
export const documents: SeedDocument[] = [
  // Footer downloads
  {
    key: 'fernwartung',
    title: {
      de: 'Fernwartung – Anleitung zum Support-Tool',
      en: 'Remote support – guide to the support tool',
    },
  },
  {
    key: 'agb-lieferbedingungen',
    english: true,
    title: {
      de: 'Allgemeine Liefer- und Geschäftsbedingungen',
      en: 'General terms and conditions of delivery',
    },
  },
  {
    key: 'reparaturauftrag-2024',
    english: true,
    title: { de: 'Reparaturauftrag (Ausgabe 2024)', en: 'Repair order form (2024 edition)' },
  },
  {
    key: 'freistellungsbescheinigung',
    title: {
      de: 'Freistellungsbescheinigung (§ 48b EStG)',
      en: 'Tax exemption certificate (Section 48b German Income Tax Act)',
    },
  },

  // Einsatznavigation
  {
    key: 'funklotse-flyer',
    english: true,
    title: { de: 'FunkLotse – Flyer', en: 'FunkLotse – flyer' },
  },
  {
    key: 'funklotse-basis',
    title: { de: 'FunkLotse Basis – Produktblatt', en: 'FunkLotse Basis – product sheet' },
  },
  {
    key: 'funklotse-plus',
    title: { de: 'FunkLotse Plus – Produktblatt', en: 'FunkLotse Plus – product sheet' },
  },
  {
    key: 'einsatztablets',
    title: { de: 'Einsatztablets ET-10 – Datenblatt', en: 'ET-10 mission tablets – data sheet' },
  },
  {
    key: 'navigator-app',
    title: { de: 'FunkLotse Navigator-App', en: 'FunkLotse Navigator app' },
  },

  // Sprach- und Datenfunk
  {
    key: 'funk-statusbedienteil',
    title: { de: 'Statusbedienteil SB-5', en: 'SB-5 status panel' },
  },
  {
    key: 'bos-digitalfunk',
    title: {
      de: 'Digitalfunk für Behörden und Organisationen (BOS)',
      en: 'Digital radio for public-safety authorities (BOS)',
    },
  },
  {
    key: 'ht7-broschuere',
    english: true,
    title: { de: 'Handfunkgeräte-Serie HT-7 – Broschüre', en: 'HT-7 handheld radio series – brochure' },
  },
  {
    key: 'ht7-technische-daten',
    english: true,
    title: { de: 'Serie HT-7 – Technische Daten', en: 'HT-7 series – specifications' },
  },
  {
    key: 'ht7-zubehoer',
    title: { de: 'Serie HT-7 – Zubehör', en: 'HT-7 series – accessories' },
  },
  {
    key: 'ht7-softwarefunktionen',
    title: { de: 'Serie HT-7 – Softwarefunktionen', en: 'HT-7 series – software features' },
  },
  {
    key: 'ht7-ota-programmierung',
    title: {
      de: 'Serie HT-7 – Programmierung über die Luftschnittstelle (OTAP)',
      en: 'HT-7 series – over-the-air programming (OTAP)',
    },
  },

  // Wachen und ELW
  {
    key: 'wachen-elw-flyer',
    english: true,
    title: { de: 'Wachen und ELW – Flyer', en: 'Stations and command vehicles – flyer' },
  },
  {
    key: 'wachen-elw-infobroschuere',
    title: {
      de: 'Wachen und ELW – Informationsbroschüre',
      en: 'Stations and command vehicles – information brochure',
    },
  },
  {
    key: 'wachen-statusbedienteil',
    title: { de: 'Statusbedienteil für Wachen und Fahrzeuge', en: 'Status panel for stations and vehicles' },
  },
  {
    key: 'wachen-digitalfunk',
    title: {
      de: 'Digitalfunk in Wache und Einsatzleitwagen',
      en: 'Digital radio in stations and command vehicles',
    },
  },
  {
    key: 'funkpult-fp-400',
    title: {
      de: 'Funkbedienplatz FP-400 – Systembeschreibung',
      en: 'FP-400 radio console – system description',
    },
  },
  {
    key: 'funkpult-fp-400-mobil',
    title: {
      de: 'Funkbedienplatz FP-400 mobil für Einsatzleitwagen',
      en: 'FP-400 mobile radio console for command vehicles',
    },
  },
  {
    key: 'voip-gateway-vg-20',
    title: { de: 'VoIP-Gateway VG-20 – Systembeschreibung', en: 'VG-20 VoIP gateway – system description' },
  },
  {
    key: 'bedienplatz-bp-touch',
    title: {
      de: 'Touch-Bedienplatz BP-Touch – Systembeschreibung',
      en: 'BP-Touch touchscreen console – system description',
    },
  },
  {
    key: 'sprachvermittlung-sv-ip',
    title: {
      de: 'IP-Sprachvermittlung SV-IP – Systembeschreibung',
      en: 'SV-IP voice switching system – system description',
    },
  },

  // Leitsysteme
  {
    key: 'leitsysteme-broschuere',
    english: true,
    title: { de: 'Leitsysteme – Broschüre', en: 'Control-centre systems – brochure' },
  },

  // Zertifikate
  {
    key: 'zertifikat-iso-9001',
    english: true,
    title: { de: 'Zertifikat DIN EN ISO 9001:2015', en: 'DIN EN ISO 9001:2015 certificate' },
  },
  {
    key: 'zertifikat-iso-14001',
    english: true,
    title: {
      de: 'Zertifikat DIN EN ISO 14001:2015 (Umweltmanagement)',
      en: 'DIN EN ISO 14001:2015 certificate (environmental management)',
    },
  },
]

/** Where the pages offer the documents (global Downloads), by key, in this order. */
export const downloads: Record<DownloadListName, string[]> & Record<DownloadName, string> = {
  footer: ['fernwartung', 'agb-lieferbedingungen', 'reparaturauftrag-2024', 'freistellungsbescheinigung'],
  einsatznavigation: [
    'funklotse-flyer',
    'funklotse-basis',
    'funklotse-plus',
    'einsatztablets',
    'navigator-app',
  ],
  sprachUndDatenfunk: [
    'funk-statusbedienteil',
    'bos-digitalfunk',
    'ht7-broschuere',
    'ht7-technische-daten',
    'ht7-zubehoer',
    'ht7-softwarefunktionen',
    'ht7-ota-programmierung',
  ],
  wachenUndElw: [
    'wachen-elw-flyer',
    'wachen-elw-infobroschuere',
    'wachen-statusbedienteil',
    'wachen-digitalfunk',
    'funkpult-fp-400',
    'funkpult-fp-400-mobil',
    'voip-gateway-vg-20',
    'bedienplatz-bp-touch',
    'sprachvermittlung-sv-ip',
  ],
  leitsysteme: 'leitsysteme-broschuere',
  reparaturen: 'reparaturauftrag-2024',
  iso9001: 'zertifikat-iso-9001',
  certificates: ['zertifikat-iso-9001', 'zertifikat-iso-14001'],
}
