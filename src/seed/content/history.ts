import type { SeedHistory } from '../types'

/** Company history ("Wir wachsen"), oldest first. */
export const history: SeedHistory[] = [
  {
    date: '1983-04-01',
    title: {
      de: 'Gründung in Barsbüttel',
      en: 'Founded in Barsbüttel',
    },
    body: {
      de: [
        'Funkmeister Harald Petersen gründet die Sekundenwerk Funkwerkstatt in einer Garage am Rand von Barsbüttel. Die ersten Aufträge: Reparatur und Wartung von Sprechfunkgeräten der Freiwilligen Feuerwehren in Stormarn.',
      ],
      en: [
        'Radio technician Harald Petersen founds the Sekundenwerk radio workshop in a garage on the outskirts of Barsbüttel. The first jobs: repairing and maintaining the radios of volunteer fire brigades in the region.',
      ],
    },
    image: {
      motif: 'tools',
      alt: {
        de: 'Werkbank der ersten Funkwerkstatt',
        en: 'Workbench of the first radio workshop',
      },
    },
  },
  {
    date: '1992-06-15',
    title: {
      de: 'Erste Wachenalarmierung und Standort Greifswald',
      en: 'First station alerting system and Greifswald office',
    },
    body: {
      de: [
        'Mit dem Aufbau der Feuerwehren in Vorpommern eröffnet Sekundenwerk eine Servicestelle in Greifswald. Im selben Jahr installieren wir unsere erste vollständige Wachenalarmierung mit Torsteuerung.',
      ],
      en: [
        'As the fire brigades in Western Pomerania are being rebuilt, Sekundenwerk opens a service point in Greifswald. In the same year we install our first complete station alerting system with door control.',
      ],
    },
    image: {
      motif: 'station',
      alt: {
        de: 'Feuerwache mit Alarmierungstechnik',
        en: 'Fire station with alerting technology',
      },
    },
  },
  {
    date: '1996-09-01',
    title: {
      de: 'Der erste Einsatzleitwagen',
      en: 'The first command vehicle',
    },
    body: {
      de: [
        'In einer angemieteten Halle bauen wir den ersten Einsatzleitwagen mit Funk- und Fernmeldetechnik aus. Der Fahrzeugausbau wird zu einem festen Standbein des Unternehmens.',
      ],
      en: [
        'In a rented workshop we fit out our first command vehicle with radio and telecommunications equipment. Vehicle fit-out becomes a core part of the business.',
      ],
    },
  },
  {
    date: '2004-03-01',
    title: {
      de: 'Einstieg in die Leitstellentechnik',
      en: 'Entering control-centre technology',
    },
    body: {
      de: [
        'Für die Rettungsleitstelle Mittelholstein liefern wir die ersten Funkbedienplätze mit PC-gestützter Statusauswertung. Aus der Werkstatt wird ein Systemhaus.',
      ],
      en: [
        'We deliver the first radio consoles with PC-based status evaluation to the Mittelholstein rescue control centre. The workshop becomes a systems house.',
      ],
    },
    image: {
      motif: 'control-room',
      alt: {
        de: 'Funkbedienplatz in einer Rettungsleitstelle',
        en: 'Radio console in a rescue control centre',
      },
    },
  },
  {
    date: '2011-01-01',
    title: {
      de: 'Generationswechsel mit 11 Mitarbeitenden',
      en: 'A new generation with 11 employees',
    },
    body: {
      de: [
        'Jannis Petersen und Dr. Henrike Albers übernehmen die Geschäftsführung. Mit **11 Mitarbeitenden** startet Sekundenwerk in eine Phase starken Wachstums – mit klarem Fokus auf BOS-Digitalfunk und Digitale Alarmierung.',
      ],
      en: [
        'Jannis Petersen and Dr Henrike Albers take over the management. With **11 employees**, Sekundenwerk enters a phase of strong growth – with a clear focus on BOS digital radio and digital alerting.',
      ],
    },
    image: {
      motif: 'handshake',
      alt: {
        de: 'Übergabe der Geschäftsführung',
        en: 'Handover of the management',
      },
    },
  },
  {
    date: '2014-05-01',
    title: {
      de: 'Niederlassung Unna',
      en: 'Unna branch',
    },
    body: {
      de: [
        'Mit der Niederlassung in Unna sind wir erstmals in Nordrhein-Westfalen vor Ort. Von hier aus betreuen wir Leitstellen, Werkfeuerwehren und Verkehrsbetriebe im Ruhrgebiet.',
      ],
      en: [
        'With the branch in Unna, we have a local presence in North Rhine-Westphalia for the first time. From here we serve control centres, industrial fire brigades and transport operators in the Ruhr area.',
      ],
    },
    image: {
      motif: 'building',
      alt: {
        de: 'Bürogebäude der Niederlassung Unna',
        en: 'Office building of the Unna branch',
      },
    },
  },
  {
    date: '2017-10-01',
    title: {
      de: 'Neubau des Firmensitzes',
      en: 'New headquarters building',
    },
    body: {
      de: [
        'Das Team zieht in den Neubau im Gewerbegebiet Barsbüttel: mit Testleitstelle, Reparaturwerkstatt, Lager und einer Fahrzeughalle für vier Einsatzleitwagen gleichzeitig.',
      ],
      en: [
        'The team moves into the new building in the Barsbüttel business park: with a test control centre, repair workshop, warehouse and a vehicle bay for four command vehicles at a time.',
      ],
    },
  },
  {
    date: '2020-02-01',
    title: {
      de: 'Niederlassung Ludwigsburg',
      en: 'Ludwigsburg branch',
    },
    body: {
      de: [
        'Mit Ludwigsburg kommt der erste Standort in Süddeutschland hinzu. Im Fokus: Einsatznavigation und Fahrzeugausbau für Feuerwehren in Baden-Württemberg. 2024 folgt das Büro in Pforzheim.',
      ],
      en: [
        'Ludwigsburg becomes our first location in southern Germany, focusing on mission navigation and vehicle fit-out for fire brigades in Baden-Württemberg. The Pforzheim office follows in 2024.',
      ],
    },
    image: {
      motif: 'map',
      alt: {
        de: 'Deutschlandkarte mit den Standorten von Sekundenwerk',
        en: 'Map of Germany showing Sekundenwerk’s locations',
      },
    },
  },
  {
    date: '2024-09-10',
    title: {
      de: 'Gründerpreis 2024, Kategorie Aufsteiger',
      en: "Founders' Award 2024, rising-star category",
    },
    body: {
      de: [
        'Für unsere Entwicklung seit 2011 erhalten wir den Gründerpreis 2024 in der Kategorie **Aufsteiger** – eine Anerkennung für das ganze Team.',
      ],
      en: [
        "For our development since 2011 we receive the Founders' Award 2024 in the category **'Aufsteiger'** (rising star) – recognition for the whole team.",
      ],
    },
    image: {
      motif: 'award',
      alt: {
        de: 'Trophäe des Gründerpreises 2024',
        en: "Trophy of the Founders' Award 2024",
      },
    },
  },
  {
    date: '2026-06-01',
    title: {
      de: 'Rund 95 Mitarbeitende an fünf Standorten',
      en: 'Around 95 employees at five locations',
    },
    body: {
      de: [
        'Heute arbeiten **rund 95 Mitarbeitende** in Barsbüttel, Greifswald, Unna, Pforzheim und Ludwigsburg daran, dass Notrufe ankommen, Einsatzkräfte alarmiert werden und Funksprüche verstanden werden. Weil jede Sekunde zählt.',
      ],
      en: [
        'Today, **around 95 employees** in Barsbüttel, Greifswald, Unna, Pforzheim and Ludwigsburg make sure that emergency calls get through, responders are alerted and radio messages are understood. Because every second counts.',
      ],
    },
    image: {
      motif: 'person',
      alt: {
        de: 'Das Sekundenwerk-Team vor dem Firmensitz',
        en: 'The Sekundenwerk team in front of the headquarters',
      },
    },
  },
]
