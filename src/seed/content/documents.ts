import type { SeedDocument } from '../types'

/** Downloadable documents (PDFs and the remote-support tool), addressed by key and grouped by page. */
export const documents: SeedDocument[] = [
  // Footer downloads
  {
    key: 'fernwartung',
    group: 'footer',
    title: {
      de: 'Fernwartung – Anleitung zum Support-Tool',
      en: 'Remote support – guide to the support tool',
    },
  },
  {
    key: 'agb-lieferbedingungen',
    group: 'footer',
    title: {
      de: 'Allgemeine Liefer- und Geschäftsbedingungen',
      en: 'General terms and conditions of delivery',
    },
  },
  {
    key: 'reparaturauftrag-2024',
    group: 'footer',
    title: { de: 'Reparaturauftrag (Ausgabe 2024)', en: 'Repair order form (2024 edition)' },
  },
  {
    key: 'freistellungsbescheinigung',
    group: 'footer',
    title: {
      de: 'Freistellungsbescheinigung (§ 48b EStG)',
      en: 'Tax exemption certificate (Section 48b German Income Tax Act)',
    },
  },

  // Einsatznavigation
  {
    key: 'funklotse-flyer',
    group: 'einsatznavigation',
    title: { de: 'FunkLotse – Flyer', en: 'FunkLotse – flyer' },
  },
  {
    key: 'funklotse-basis',
    group: 'einsatznavigation',
    title: { de: 'FunkLotse Basis – Produktblatt', en: 'FunkLotse Basis – product sheet' },
  },
  {
    key: 'funklotse-plus',
    group: 'einsatznavigation',
    title: { de: 'FunkLotse Plus – Produktblatt', en: 'FunkLotse Plus – product sheet' },
  },
  {
    key: 'einsatztablets',
    group: 'einsatznavigation',
    title: { de: 'Einsatztablets ET-10 – Datenblatt', en: 'ET-10 mission tablets – data sheet' },
  },
  {
    key: 'navigator-app',
    group: 'einsatznavigation',
    title: { de: 'FunkLotse Navigator-App', en: 'FunkLotse Navigator app' },
  },

  // Sprach- und Datenfunk
  {
    key: 'funk-statusbedienteil',
    group: 'sprach-und-datenfunk',
    title: { de: 'Statusbedienteil SB-5', en: 'SB-5 status panel' },
  },
  {
    key: 'bos-digitalfunk',
    group: 'sprach-und-datenfunk',
    title: {
      de: 'Digitalfunk für Behörden und Organisationen (BOS)',
      en: 'Digital radio for public-safety authorities (BOS)',
    },
  },
  {
    key: 'ht7-broschuere',
    group: 'sprach-und-datenfunk',
    title: { de: 'Handfunkgeräte-Serie HT-7 – Broschüre', en: 'HT-7 handheld radio series – brochure' },
  },
  {
    key: 'ht7-technische-daten',
    group: 'sprach-und-datenfunk',
    title: { de: 'Serie HT-7 – Technische Daten', en: 'HT-7 series – specifications' },
  },
  {
    key: 'ht7-zubehoer',
    group: 'sprach-und-datenfunk',
    title: { de: 'Serie HT-7 – Zubehör', en: 'HT-7 series – accessories' },
  },
  {
    key: 'ht7-softwarefunktionen',
    group: 'sprach-und-datenfunk',
    title: { de: 'Serie HT-7 – Softwarefunktionen', en: 'HT-7 series – software features' },
  },
  {
    key: 'ht7-ota-programmierung',
    group: 'sprach-und-datenfunk',
    title: {
      de: 'Serie HT-7 – Programmierung über die Luftschnittstelle (OTAP)',
      en: 'HT-7 series – over-the-air programming (OTAP)',
    },
  },

  // Wachen und ELW
  {
    key: 'wachen-elw-flyer',
    group: 'wachen-und-elw',
    title: { de: 'Wachen und ELW – Flyer', en: 'Stations and command vehicles – flyer' },
  },
  {
    key: 'wachen-elw-infobroschuere',
    group: 'wachen-und-elw',
    title: {
      de: 'Wachen und ELW – Informationsbroschüre',
      en: 'Stations and command vehicles – information brochure',
    },
  },
  {
    key: 'wachen-statusbedienteil',
    group: 'wachen-und-elw',
    title: { de: 'Statusbedienteil für Wachen und Fahrzeuge', en: 'Status panel for stations and vehicles' },
  },
  {
    key: 'wachen-digitalfunk',
    group: 'wachen-und-elw',
    title: {
      de: 'Digitalfunk in Wache und Einsatzleitwagen',
      en: 'Digital radio in stations and command vehicles',
    },
  },
  {
    key: 'funkpult-fp-400',
    group: 'wachen-und-elw',
    title: {
      de: 'Funkbedienplatz FP-400 – Systembeschreibung',
      en: 'FP-400 radio console – system description',
    },
  },
  {
    key: 'funkpult-fp-400-mobil',
    group: 'wachen-und-elw',
    title: {
      de: 'Funkbedienplatz FP-400 mobil für Einsatzleitwagen',
      en: 'FP-400 mobile radio console for command vehicles',
    },
  },
  {
    key: 'voip-gateway-vg-20',
    group: 'wachen-und-elw',
    title: { de: 'VoIP-Gateway VG-20 – Systembeschreibung', en: 'VG-20 VoIP gateway – system description' },
  },
  {
    key: 'bedienplatz-bp-touch',
    group: 'wachen-und-elw',
    title: {
      de: 'Touch-Bedienplatz BP-Touch – Systembeschreibung',
      en: 'BP-Touch touchscreen console – system description',
    },
  },
  {
    key: 'sprachvermittlung-sv-ip',
    group: 'wachen-und-elw',
    title: {
      de: 'IP-Sprachvermittlung SV-IP – Systembeschreibung',
      en: 'SV-IP voice switching system – system description',
    },
  },

  // Leitsysteme
  {
    key: 'leitsysteme-broschuere',
    group: 'leitsysteme',
    title: { de: 'Leitsysteme – Broschüre', en: 'Control-centre systems – brochure' },
  },

  // Zertifikate
  {
    key: 'zertifikat-iso-9001',
    group: 'zertifikate',
    title: { de: 'Zertifikat DIN EN ISO 9001:2015', en: 'DIN EN ISO 9001:2015 certificate' },
  },
  {
    key: 'zertifikat-iso-14001',
    group: 'zertifikate',
    title: {
      de: 'Zertifikat DIN EN ISO 14001:2015 (Umweltmanagement)',
      en: 'DIN EN ISO 14001:2015 certificate (environmental management)',
    },
  },
]
