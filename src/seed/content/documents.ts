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
    text: {
      de: [
        'So hilft Ihnen unser Service aus der Ferne: Laden Sie das Support-Tool von unserer Website und starten Sie es ohne Installation.',
        'Nennen Sie dem Techniker am Telefon die angezeigte Sitzungsnummer und das Kennwort. Erst dann kann er Ihren Bildschirm sehen.',
        'Die Sitzung endet, sobald Sie das Fenster schließen. Es bleibt nichts auf Ihrem Rechner zurück.',
      ],
    },
  },
  {
    key: 'agb-lieferbedingungen',
    english: true,
    title: {
      de: 'Allgemeine Liefer- und Geschäftsbedingungen',
      en: 'General terms and conditions of delivery',
    },
    text: {
      de: [
        '§ 1 Geltungsbereich: Diese Bedingungen gelten für alle Lieferungen und Leistungen der Sekundenwerk Kommunikationstechnik GmbH an Unternehmer und öffentliche Auftraggeber.',
        '§ 7 Eigentumsvorbehalt: Die gelieferte Ware bleibt bis zur vollständigen Bezahlung aller Forderungen unser Eigentum.',
        '§ 9 Gewährleistung: Offensichtliche Mängel sind innerhalb von acht Tagen nach Eingang der Ware schriftlich anzuzeigen.',
        '§ 12 Gerichtsstand ist Unna; es gilt deutsches Recht.',
      ],
      en: [
        'Section 1 Scope: These terms apply to all deliveries and services of Sekundenwerk Kommunikationstechnik GmbH to businesses and public-sector clients.',
        'Section 7 Retention of title: Delivered goods remain our property until all claims have been paid in full.',
        'Section 9 Warranty: Obvious defects must be reported in writing within eight days of receipt of the goods.',
        'Section 12 Place of jurisdiction is Unna; German law applies.',
      ],
    },
  },
  {
    key: 'reparaturauftrag-2024',
    english: true,
    title: { de: 'Reparaturauftrag (Ausgabe 2024)', en: 'Repair order form (2024 edition)' },
    text: {
      de: [
        'Bitte füllen Sie diesen Auftrag für jedes Gerät aus und legen Sie ihn der Sendung bei.',
        'Gerätetyp, Seriennummer des Geräts, Fehlerbeschreibung (wann tritt der Fehler auf?), Rücksendeanschrift und Ansprechpartner.',
        'Kostenvoranschlag gewünscht: ja / nein. Reparaturen bis 150 Euro netto führen wir ohne Rückfrage aus.',
      ],
      en: [
        'Please fill in this order for each device and enclose it with the shipment.',
        'Device type, serial number of the device, fault description (when does the fault occur?), return address and contact person.',
        'Cost estimate wanted: yes / no. We carry out repairs up to 150 euros net without asking back.',
      ],
    },
  },
  {
    key: 'freistellungsbescheinigung',
    title: {
      de: 'Freistellungsbescheinigung (§ 48b EStG)',
      en: 'Tax exemption certificate (Section 48b German Income Tax Act)',
    },
    text: {
      de: [
        'Bescheinigung über die Freistellung vom Steuerabzug bei Bauleistungen gemäß § 48b Abs. 1 Satz 1 des Einkommensteuergesetzes.',
        'Der Leistende ist im Inland steuerlich erfasst. Der Leistungsempfänger ist nicht verpflichtet, den Steuerabzug vorzunehmen.',
      ],
    },
  },

  // Einsatznavigation
  {
    key: 'funklotse-flyer',
    english: true,
    title: { de: 'FunkLotse – Flyer', en: 'FunkLotse – flyer' },
    text: {
      de: [
        'FunkLotse führt Einsatzkräfte auf dem schnellsten Weg zum Einsatzort, auch ohne Mobilfunknetz.',
        'Hydranten, Zufahrten und Objektpläne erscheinen auf der Karte im Fahrzeug; die Leitstelle sieht jedes Fahrzeug in Echtzeit.',
      ],
      en: [
        'FunkLotse guides crews the fastest way to the scene, even without a mobile network.',
        'Hydrants, access roads and building plans appear on the map in the vehicle; the control centre sees every vehicle in real time.',
      ],
    },
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
    text: {
      de: [
        'Der Digitalfunk der Behörden und Organisationen mit Sicherheitsaufgaben verbindet Polizei, Feuerwehr und Rettungsdienst in einem verschlüsselten Netz.',
        'Wir planen die Sprechgruppen, programmieren die Endgeräte und schulen Ihre Einsatzkräfte.',
      ],
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
    text: {
      de: [
        'Schutzart IP68: staubdicht und wasserdicht bis zwei Meter Tiefe für eine Stunde.',
        'Akkulaufzeit bis 18 Stunden im Zyklus 5/5/90, Ladezeit unter drei Stunden.',
        'Sendeleistung 1 W oder 1,8 W, Frequenzbereich 380 bis 430 MHz, Betriebstemperatur -30 bis +60 °C.',
      ],
      en: [
        'Ingress protection IP68: dust-tight and waterproof to a depth of two metres for one hour.',
        'Battery life up to 18 hours in a 5/5/90 cycle, charging time under three hours.',
        'Transmit power 1 W or 1.8 W, frequency range 380 to 430 MHz, operating temperature -30 to +60 °C.',
      ],
    },
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
    text: {
      de: [
        'Der Funkbedienplatz FP-400 bedient bis zu 32 Funkkanäle und Telefonleitungen an einem Bildschirm.',
        'Mithören, Aufschalten und Gesprächsaufzeichnung sind eingebaut; die Bedienoberfläche passt sich jeder Leitstelle an.',
      ],
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
    text: {
      de: [
        'Unser Einsatzleitsystem nimmt den Notruf an, schlägt die nächsten geeigneten Fahrzeuge vor und alarmiert sie.',
        'Die Ausfallsicherheit sichert eine zweite Ausweichleitstelle, die jederzeit übernehmen kann.',
      ],
      en: [
        'Our dispatch system takes the emergency call, proposes the nearest suitable vehicles and alerts them.',
        'Failover is ensured by a second backup control centre that can take over at any moment.',
      ],
    },
  },

  // Zertifikate
  {
    key: 'zertifikat-iso-9001',
    english: true,
    title: { de: 'Zertifikat DIN EN ISO 9001:2015', en: 'DIN EN ISO 9001:2015 certificate' },
    text: {
      de: [
        'Die Zertifizierungsstelle bescheinigt, dass die Sekundenwerk Kommunikationstechnik GmbH ein Qualitätsmanagementsystem nach DIN EN ISO 9001:2015 eingeführt hat und anwendet.',
        'Geltungsbereich: Entwicklung, Vertrieb, Montage und Wartung von Kommunikationstechnik für Leitstellen und Einsatzfahrzeuge.',
      ],
      en: [
        'The certification body confirms that Sekundenwerk Kommunikationstechnik GmbH has introduced and applies a quality management system to DIN EN ISO 9001:2015.',
        'Scope: development, sales, installation and maintenance of communication technology for control centres and emergency vehicles.',
      ],
    },
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
