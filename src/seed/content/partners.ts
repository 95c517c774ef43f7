import type { SeedAssociation, SeedPartner } from '../types'

/** 22 partner companies: one without a website (Notstrom Hansa), one without a logo (Datenfunk Rhein-Ruhr). */
export const partners: SeedPartner[] = [
  { name: 'Funktechnik Nord GmbH', url: 'https://www.funktechnik-nord.example', hasLogo: true },
  { name: 'Hanseatische Fahrzeugbau AG', url: 'https://www.hanseatische-fahrzeugbau.example', hasLogo: true },
  { name: 'Leitwarte Software GmbH', url: 'https://www.leitwarte-software.example', hasLogo: true },
  { name: 'TetraCom Systems GmbH', url: 'https://www.tetracom-systems.example', hasLogo: true },
  { name: 'Alarmwerk Elektronik GmbH', url: 'https://www.alarmwerk.example', hasLogo: true },
  { name: 'Kartenhaus Geodaten GmbH', url: 'https://www.kartenhaus-geodaten.example', hasLogo: true },
  {
    name: 'Rettungsfahrzeuge Weserbergland GmbH',
    url: 'https://www.rettungsfahrzeuge-weserbergland.example',
    hasLogo: true,
  },
  { name: 'Antennenbau Oldesloe GmbH', url: 'https://www.antennenbau-oldesloe.example', hasLogo: true },
  { name: 'Sprechfunk Süd GmbH & Co. KG', url: 'https://www.sprechfunk-sued.example', hasLogo: true },
  { name: 'NetzWacht IT-Security GmbH', url: 'https://www.netzwacht.example', hasLogo: true },
  { name: 'Digitalpager Europa B.V.', url: 'https://www.digitalpager-europa.example', hasLogo: true },
  { name: 'Konsolenbau Meyer & Söhne GmbH', url: 'https://www.konsolenbau-meyer.example', hasLogo: true },
  { name: 'VoIP-Kontor GmbH', url: 'https://www.voip-kontor.example', hasLogo: true },
  { name: 'Akkutechnik Bergmann GmbH', url: 'https://www.akkutechnik-bergmann.example', hasLogo: true },
  { name: 'Mastbau Ostsee GmbH', url: 'https://www.mastbau-ostsee.example', hasLogo: true },
  { name: 'Lagebild Software AG', url: 'https://www.lagebild-software.example', hasLogo: true },
  { name: 'Signalpunkt Elektronik GmbH', url: 'https://www.signalpunkt.example', hasLogo: true },
  { name: 'Kabelwerk Elbaue GmbH', url: 'https://www.kabelwerk-elbaue.example', hasLogo: true },
  { name: 'Notstrom Hansa GmbH', hasLogo: true },
  { name: 'Kommandowagen Schwaben GmbH', url: 'https://www.kommandowagen-schwaben.example', hasLogo: true },
  { name: 'Datenfunk Rhein-Ruhr GmbH', url: 'https://www.datenfunk-rhein-ruhr.example', hasLogo: false },
  { name: 'Serverhaus Nordost GmbH', url: 'https://www.serverhaus-nordost.example', hasLogo: true },
]

/** Associations Sekundenwerk is a member of. */
export const associations: SeedAssociation[] = [
  { name: 'Fachverband Leitstellentechnik e. V.', url: 'https://www.fachverband-leitstellentechnik.example' },
  {
    name: 'Bundesvereinigung Funk- und Alarmierungstechnik e. V.',
    url: 'https://www.bv-funk-alarmierung.example',
  },
  {
    name: 'Arbeitskreis Sicherheitskommunikation Norddeutschland e. V.',
    url: 'https://www.ak-sicherheitskommunikation-nord.example',
  },
]
