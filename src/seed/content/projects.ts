import type { SeedProject } from '../types'

/**
 * Reference projects. Categories: 1 control room, 2 stations and command vehicles,
 * 3 digital alerting, 4 voice and data radio.
 */
export const projects: SeedProject[] = [
  {
    title: {
      de: 'Neubau Integrierte Leitstelle Nordheide-Elbmarsch',
      en: 'New Integrated Control Centre Nordheide-Elbmarsch',
    },
    startdate: '2024-03-01',
    enddate: '2026-11-04',
    category: 1,
    styleVariant: 1,
    image: {
      motif: 'control-room',
      alt: {
        de: 'Blick in den Einsatzraum der Integrierten Leitstelle Nordheide-Elbmarsch',
        en: 'View of the operations room of the Integrated Control Centre Nordheide-Elbmarsch',
      },
    },
    client: {
      de: 'Zweckverband Integrierte Leitstelle Nordheide-Elbmarsch',
      en: 'Nordheide-Elbmarsch Integrated Control Centre Association',
    },
    involvedMembers: {
      de: 'Merle Sörensen (Projektleitung), Tobias Wendland, Ole Carstensen',
      en: 'Merle Sörensen (project lead), Tobias Wendland, Ole Carstensen',
    },
    involvedPartners: {
      de: 'Leitwarte Software GmbH, Konsolenbau Meyer & Söhne GmbH, Serverhaus Nordost GmbH',
      en: 'Leitwarte Software GmbH, Konsolenbau Meyer & Söhne GmbH, Serverhaus Nordost GmbH',
    },
    orderVolume: 1250000,
    content: {
      de: [
        'Für den Neubau der Integrierten Leitstelle hat Sekundenwerk als Generalunternehmer die gesamte Leitstellentechnik geliefert: zwölf Disponentenplätze, vier Plätze für den Großschadensfall, das Einsatzleitsystem sowie die Anbindung an Digitalfunk, Telefonie und Alarmierung.',
        { h: 'Leistungsumfang' },
        {
          ul: [
            'Ergonomische, höhenverstellbare Arbeitsplätze mit je fünf Monitoren',
            'Georedundante Serverumgebung in zwei Brandabschnitten',
            'Notrufabfrage mit AML-Standortübermittlung',
            'Umschaltung im laufenden Betrieb ohne Ausfallzeit',
          ],
        },
        'Die Leitstelle disponiert seit November 2026 rund 110.000 Einsätze im Jahr für Feuerwehr und Rettungsdienst in zwei Landkreisen.',
      ],
      en: [
        'As general contractor for the new Integrated Control Centre, Sekundenwerk supplied the entire control-centre technology: twelve dispatcher workstations, four workstations for major incidents, the dispatch system and the connection to digital radio, telephony and alerting.',
        { h: 'Scope of delivery' },
        {
          ul: [
            'Ergonomic, height-adjustable workstations with five monitors each',
            'Geo-redundant server environment in two fire compartments',
            'Emergency-call handling with AML location transmission',
            'Cut-over during live operation without downtime',
          ],
        },
        'Since November 2026, the control centre has been dispatching around 110,000 incidents a year for the fire and rescue services of two districts.',
      ],
    },
    body: {
      de: [
        'Schlüsselfertige Leitstellentechnik für zwei Landkreise – vom Disponentenplatz bis zum georedundanten Rechenzentrum.',
      ],
      en: [
        'Turnkey control-centre technology for two districts – from the dispatcher workstation to the geo-redundant data centre.',
      ],
    },
  },
  {
    title: {
      de: 'Ausweichleitstelle Kreis Vierlanden-Süd',
      en: 'Backup control centre for the district of Vierlanden-Süd',
    },
    startdate: '2025-05-01',
    enddate: '2026-03-31',
    category: 1,
    styleVariant: 2,
    image: {
      motif: 'control-room',
      alt: {
        de: 'Arbeitsplätze der Ausweichleitstelle',
        en: 'Workstations of the backup control centre',
      },
    },
    client: {
      de: 'Kreis Vierlanden-Süd, Fachdienst Gefahrenabwehr',
      en: 'District of Vierlanden-Süd, Civil Protection Department',
    },
    involvedMembers: {
      de: 'Tobias Wendland (Projektleitung), Ole Carstensen',
      en: 'Tobias Wendland (project lead), Ole Carstensen',
    },
    involvedPartners: {
      de: 'Leitwarte Software GmbH, NetzWacht IT-Security GmbH',
      en: 'Leitwarte Software GmbH, NetzWacht IT-Security GmbH',
    },
    orderVolume: 684300,
    content: {
      de: [
        'Fällt die Hauptleitstelle aus, muss der Betrieb innerhalb weniger Minuten an einem anderen Ort weiterlaufen. Für den Kreis Vierlanden-Süd haben wir dafür eine Ausweichleitstelle mit sechs vollwertigen Disponentenplätzen im Feuerwehrtechnischen Zentrum eingerichtet.',
        'Die Arbeitsplätze sind permanent mit dem Einsatzleitsystem synchronisiert. Bei einer Übung im Februar 2026 war die Ausweichleitstelle nach 7 Minuten und 40 Sekunden voll einsatzbereit.',
      ],
      en: [
        'If the main control centre fails, operations must continue elsewhere within minutes. For the district of Vierlanden-Süd, we set up a backup control centre with six fully equipped dispatcher workstations in the fire-service technical centre.',
        'The workstations are permanently synchronised with the dispatch system. During an exercise in February 2026, the backup control centre was fully operational after 7 minutes and 40 seconds.',
      ],
    },
    body: {
      de: ['Sechs Disponentenplätze, die im Ernstfall in unter acht Minuten übernehmen.'],
      en: ['Six dispatcher workstations that take over in under eight minutes in an emergency.'],
    },
  },
  {
    title: {
      de: 'Modernisierung Rettungsleitstelle Mittelholstein',
      en: 'Modernisation of the Mittelholstein rescue control centre',
    },
    startdate: '2023-02-01',
    enddate: '2023-11-30',
    category: 1,
    styleVariant: 1,
    image: {
      motif: 'circuit',
      alt: {
        de: 'Serverschrank der Rettungsleitstelle',
        en: 'Server rack of the rescue control centre',
      },
    },
    content: {
      de: [
        'Nach fast 20 Jahren Betrieb haben wir die Funkbedienplätze und die Serverinfrastruktur der Rettungsleitstelle Mittelholstein erneuert – bei laufendem Betrieb und Platz für Platz.',
        'Dabei wurde auch die Statusauswertung auf das Digitalfunk-Statusformat umgestellt. Die Leitstelle war 2004 unser erstes Leitstellenprojekt überhaupt.',
      ],
      en: [
        'After almost 20 years of operation, we renewed the radio consoles and server infrastructure of the Mittelholstein rescue control centre – during live operation, one workstation at a time.',
        'The status evaluation was also converted to the digital radio status format. In 2004, this control centre was our very first control-centre project.',
      ],
    },
    body: {
      de: ['Erneuerung von Funkbedienplätzen und Servern im laufenden Betrieb.'],
      en: ['Renewal of radio consoles and servers during live operation.'],
    },
  },
  {
    title: {
      de: 'Wachenalarmierung Berufsfeuerwehr Hansestadt Kranichsee',
      en: 'Station alerting for the Kranichsee professional fire brigade',
    },
    startdate: '2023-09-01',
    enddate: '2024-12-15',
    category: 2,
    styleVariant: 2,
    image: {
      motif: 'station',
      alt: {
        de: 'Fahrzeughalle einer Feuer- und Rettungswache mit Alarmdisplay',
        en: 'Vehicle bay of a fire and rescue station with alarm display',
      },
    },
    client: {
      de: 'Berufsfeuerwehr Hansestadt Kranichsee',
      en: 'Kranichsee professional fire brigade',
    },
    involvedMembers: {
      de: 'Aylin Demir (Projektleitung), Marek Nowicki, Kai-Uwe Brandt',
      en: 'Aylin Demir (project lead), Marek Nowicki, Kai-Uwe Brandt',
    },
    involvedPartners: {
      de: 'Signalpunkt Elektronik GmbH, Kabelwerk Elbaue GmbH',
      en: 'Signalpunkt Elektronik GmbH, Kabelwerk Elbaue GmbH',
    },
    orderVolume: 384900,
    content: {
      de: [
        'Alle fünf Feuer- und Rettungswachen der Berufsfeuerwehr wurden mit einer einheitlichen Wachenalarmierung ausgestattet. Bei Alarm öffnen sich die Tore, das Licht schaltet auf Einsatzbeleuchtung und Großbildanzeigen zeigen Einsatzort, Anfahrtsweg und alarmierte Fahrzeuge.',
        {
          ul: [
            'Gong- und Durchsageanlagen in Ruheräumen mit gestufter Lautstärke',
            'Alarmdrucker mit Einsatzdepesche und Lageplan',
            'Rückmeldung der Ausrückezeit an die Leitstelle',
          ],
        },
        'Im Schnitt verkürzte sich die Ausrückezeit um 24 Sekunden.',
      ],
      en: [
        'All five fire and rescue stations of the professional fire brigade were equipped with a uniform station alerting system. When an alert comes in, the doors open, the lights switch to operational lighting and large displays show the incident location, route and alerted vehicles.',
        {
          ul: [
            'Gong and announcement systems in rest rooms with graduated volume',
            'Alarm printers with the incident dispatch and site plan',
            'Turn-out time reported back to the control centre',
          ],
        },
        'On average, turn-out time was reduced by 24 seconds.',
      ],
    },
    body: {
      de: ['Einheitliche Wachenalarmierung für fünf Feuer- und Rettungswachen.'],
      en: ['A uniform station alerting system for five fire and rescue stations.'],
    },
  },
  {
    title: {
      de: 'Einsatzleitwagen ELW 2 für den Landkreis Wendelsheide',
      en: 'ELW 2 command vehicle for the Wendelsheide district',
    },
    startdate: '2025-02-01',
    enddate: '2025-11-28',
    category: 2,
    styleVariant: 1,
    image: {
      motif: 'vehicle',
      alt: {
        de: 'Einsatzleitwagen ELW 2 mit ausgefahrenem Antennenmast',
        en: 'ELW 2 command vehicle with extended antenna mast',
      },
    },
    client: {
      de: 'Landkreis Wendelsheide, Kreisfeuerwehrverband',
      en: 'Wendelsheide district, district fire brigade association',
    },
    involvedMembers: {
      de: 'Kai-Uwe Brandt, Sophie Lindqvist',
      en: 'Kai-Uwe Brandt, Sophie Lindqvist',
    },
    involvedPartners: {
      de: 'Hanseatische Fahrzeugbau AG, Notstrom Hansa GmbH, Antennenbau Oldesloe GmbH',
      en: 'Hanseatische Fahrzeugbau AG, Notstrom Hansa GmbH, Antennenbau Oldesloe GmbH',
    },
    orderVolume: 218700,
    content: {
      de: [
        'Der ELW 2 ist die rollende Einsatzzentrale des Landkreises bei Großschadenslagen. Auf Basis eines 12-Tonnen-Fahrgestells haben wir drei Funkarbeitsplätze, einen Besprechungsraum mit Lagedarstellung und einen pneumatischen Antennenmast integriert.',
        'Ein eigenes Stromaggregat und eine Batteriepufferung sichern den Betrieb über 72 Stunden autark ab.',
      ],
      en: [
        'The ELW 2 is the district’s mobile command post for major incidents. Based on a 12-tonne chassis, we integrated three radio workstations, a briefing room with situation display and a pneumatic antenna mast.',
        'A dedicated generator and battery buffer keep it running independently for 72 hours.',
      ],
    },
    body: {
      de: ['Mobile Einsatzzentrale mit drei Funkarbeitsplätzen und 72 Stunden Autarkie.'],
      en: ['A mobile command post with three radio workstations and 72 hours of autonomy.'],
    },
  },
  {
    title: {
      de: 'Einsatznavigation für die Feuerwehren im Amt Lütjenmoor',
      en: 'Mission navigation for the fire brigades of Amt Lütjenmoor',
    },
    startdate: '2025-08-01',
    enddate: '2025-12-19',
    category: 2,
    styleVariant: 2,
    image: {
      motif: 'map',
      alt: {
        de: 'Einsatztablet mit Navigationsansicht im Löschfahrzeug',
        en: 'Mission tablet with navigation view in a fire engine',
      },
    },
    content: {
      de: [
        '34 Fahrzeuge von 19 Freiwilligen Feuerwehren fahren jetzt mit FunkLotse Plus. Die Einsatzadresse kommt direkt aus der Alarmierung, die Route wird offline berechnet, und Hydranten sind auf einen Blick sichtbar.',
        'Besonders in den ländlichen Ortsteilen mit schwacher Mobilfunkversorgung hat sich die Offline-Navigation bewährt.',
      ],
      en: [
        '34 vehicles of 19 volunteer fire brigades are now running FunkLotse Plus. The incident address comes straight from the alert, the route is calculated offline and hydrants are visible at a glance.',
        'Offline navigation has proven particularly valuable in rural areas with weak mobile coverage.',
      ],
    },
    body: {
      de: ['FunkLotse Plus in 34 Fahrzeugen von 19 Freiwilligen Feuerwehren.'],
      en: ['FunkLotse Plus in 34 vehicles of 19 volunteer fire brigades.'],
    },
  },
  {
    title: {
      de: 'Digitale Alarmierung im Landkreis Wendelsheide',
      en: 'Digital alerting in the Wendelsheide district',
    },
    startdate: '2024-06-01',
    enddate: '2025-11-15',
    category: 3,
    styleVariant: 1,
    image: {
      motif: 'pager',
      alt: {
        de: 'Digitale Meldeempfänger in der Ladeschale',
        en: 'Digital pagers in their charging cradles',
      },
    },
    client: {
      de: 'Landkreis Wendelsheide',
      en: 'Wendelsheide district',
    },
    involvedMembers: {
      de: 'Marek Nowicki (technische Leitung), Aylin Demir, Merle Sörensen',
      en: 'Marek Nowicki (technical lead), Aylin Demir, Merle Sörensen',
    },
    involvedPartners: {
      de: 'Alarmwerk Elektronik GmbH, Mastbau Ostsee GmbH, Digitalpager Europa B.V.',
      en: 'Alarmwerk Elektronik GmbH, Mastbau Ostsee GmbH, Digitalpager Europa B.V.',
    },
    orderVolume: 942000,
    content: {
      de: [
        'Vom Funknetzplan bis zum letzten ausgegebenen Meldeempfänger: Sekundenwerk hat die Digitale Alarmierung im Landkreis Wendelsheide als Gesamtprojekt umgesetzt.',
        { h: 'Projektumfang' },
        {
          ul: [
            'Funkversorgungsplanung mit Messfahrten im gesamten Kreisgebiet',
            '38 Sendestandorte, davon 11 neu errichtet',
            '2.400 Meldeempfänger inklusive Programmierung und Ausgabe',
            'Anbindung an das Einsatzleitsystem der Kreisleitstelle',
          ],
        },
        'Die Umstellung von analoger auf digitale Alarmierung erfolgte in einer einzigen Nacht ohne Alarmierungslücke.',
      ],
      en: [
        'From the radio network plan to the last pager issued: Sekundenwerk implemented digital alerting in the Wendelsheide district as a complete project.',
        { h: 'Project scope' },
        {
          ul: [
            'Radio coverage planning with measurement drives across the entire district',
            '38 transmitter sites, 11 of them newly built',
            '2,400 pagers including programming and distribution',
            'Connection to the district control centre’s dispatch system',
          ],
        },
        'The switch from analogue to digital alerting took place in a single night without any gap in alerting.',
      ],
    },
    body: {
      de: ['Flächendeckende Digitale Alarmierung mit 38 Sendestandorten und 2.400 Meldeempfängern.'],
      en: ['District-wide digital alerting with 38 transmitter sites and 2,400 pagers.'],
    },
  },
  {
    title: {
      de: 'Bereitschaftsalarmierung Stadtwerke Kranichsee',
      en: 'On-call alerting for Stadtwerke Kranichsee',
    },
    startdate: '2024-01-15',
    enddate: '2024-07-31',
    category: 3,
    styleVariant: 2,
    image: {
      motif: 'tower',
      alt: {
        de: 'Sendestandort auf einem Wasserturm',
        en: 'Transmitter site on a water tower',
      },
    },
    client: {
      de: 'Stadtwerke Kranichsee GmbH',
      en: 'Stadtwerke Kranichsee GmbH',
    },
    involvedMembers: {
      de: 'Friederike Haas, Marek Nowicki',
      en: 'Friederike Haas, Marek Nowicki',
    },
    involvedPartners: {
      de: 'Alarmwerk Elektronik GmbH',
      en: 'Alarmwerk Elektronik GmbH',
    },
    orderVolume: 184500,
    content: {
      de: [
        'Störungen im Strom-, Gas- oder Wassernetz müssen sofort beim richtigen Bereitschaftsteam ankommen. Für die Stadtwerke Kranichsee haben wir ein eigenes digitales Alarmierungsnetz aufgebaut, das direkt aus der Netzleitstelle ausgelöst wird.',
        'Die 180 Meldeempfänger quittieren jede Alarmierung automatisch; bleibt eine Quittung aus, wird nach zwei Minuten die nächste Bereitschaftsstufe alarmiert.',
      ],
      en: [
        'Faults in the electricity, gas or water network must reach the right on-call team immediately. For Stadtwerke Kranichsee we built a dedicated digital alerting network that is triggered directly from the network control centre.',
        'The 180 pagers automatically acknowledge every alert; if no acknowledgement arrives, the next on-call level is alerted after two minutes.',
      ],
    },
    body: {
      de: ['Eigenes Alarmierungsnetz mit automatischer Eskalation für Strom, Gas und Wasser.'],
      en: ['A dedicated alerting network with automatic escalation for electricity, gas and water.'],
    },
  },
  {
    title: {
      de: 'Alarmierungsnetz Regionalflughafen Hohenried',
      en: 'Alerting network for Hohenried regional airport',
    },
    startdate: '2026-10-01',
    category: 3,
    styleVariant: 1,
    content: {
      de: ['Folgt in Kürze'],
      en: ['Coming soon'],
    },
    body: {
      de: [
        'Digitale Alarmierung für Flughafenfeuerwehr, Sanitätsdienst und technische Bereitschaften – das Projekt hat im Oktober 2026 begonnen.',
      ],
      en: [
        'Digital alerting for the airport fire service, medical service and technical on-call teams – the project started in October 2026.',
      ],
    },
  },
  {
    title: {
      de: 'TETRA-Objektversorgung U-Bahn Kranichsee',
      en: 'TETRA in-building coverage for the Kranichsee underground',
    },
    startdate: '2023-01-09',
    enddate: '2024-06-28',
    category: 4,
    styleVariant: 2,
    image: {
      motif: 'radio',
      alt: {
        de: 'Digitalfunkgerät in einem U-Bahn-Tunnel',
        en: 'Digital radio in an underground tunnel',
      },
    },
    client: {
      de: 'Verkehrsbetriebe Hansestadt Kranichsee AöR',
      en: 'Kranichsee municipal transport authority',
    },
    involvedMembers: {
      de: 'Aylin Demir (Projektleitung), Jannis Petersen',
      en: 'Aylin Demir (project lead), Jannis Petersen',
    },
    involvedPartners: {
      de: 'TetraCom Systems GmbH, Kabelwerk Elbaue GmbH, Antennenbau Oldesloe GmbH',
      en: 'TetraCom Systems GmbH, Kabelwerk Elbaue GmbH, Antennenbau Oldesloe GmbH',
    },
    orderVolume: 1675000,
    content: {
      de: [
        'In 14 unterirdischen Stationen und 11 Kilometern Tunnel sorgt eine neue Objektfunkanlage dafür, dass Feuerwehr, Rettungsdienst und Polizei auch unter der Erde im BOS-Digitalfunk erreichbar sind.',
        {
          ul: [
            'Strahlende Kabel in allen Tunnelabschnitten',
            'Redundante Einspeisung über zwei Basisstationen',
            'Mitversorgung des Betriebsfunks der Verkehrsbetriebe',
          ],
        },
        'Die Installation erfolgte ausschließlich in den nächtlichen Betriebspausen – der Fahrgastbetrieb wurde an keinem Tag eingeschränkt.',
      ],
      en: [
        'In 14 underground stations and 11 kilometres of tunnel, a new in-building radio system ensures that fire, rescue and police services can be reached via BOS digital radio even below ground.',
        {
          ul: [
            'Radiating cables in all tunnel sections',
            'Redundant feed via two base stations',
            'Coverage of the transport operator’s own business radio as well',
          ],
        },
        'Installation took place exclusively during the night-time breaks in service – passenger operations were not restricted on a single day.',
      ],
    },
    body: {
      de: ['Digitalfunk-Versorgung für 14 U-Bahn-Stationen und 11 Kilometer Tunnel.'],
      en: ['Digital radio coverage for 14 underground stations and 11 kilometres of tunnel.'],
    },
  },
  {
    title: {
      de: 'Digitalfunk für die Wasserschutzpolizei im Hafen Kranichsee',
      en: 'Digital radio for the water police in the port of Kranichsee',
    },
    startdate: '2025-03-03',
    enddate: '2025-09-30',
    category: 4,
    styleVariant: 1,
    image: {
      motif: 'wave',
      alt: {
        de: 'Streifenboot der Wasserschutzpolizei im Hafen',
        en: 'Water police patrol boat in the port',
      },
    },
    client: {
      de: 'Wasserschutzpolizeirevier Kranichsee',
      en: 'Kranichsee water police station',
    },
    involvedMembers: {
      de: 'Kai-Uwe Brandt, Aylin Demir',
      en: 'Kai-Uwe Brandt, Aylin Demir',
    },
    involvedPartners: {
      de: 'Funktechnik Nord GmbH, Akkutechnik Bergmann GmbH',
      en: 'Funktechnik Nord GmbH, Akkutechnik Bergmann GmbH',
    },
    orderVolume: 326400,
    content: {
      de: [
        'Sechs Streifenboote und die Revierwache wurden mit seewasserfesten Digitalfunkgeräten, Bedienteilen für den Steuerstand und schwimmfähigen Handfunkgeräten ausgestattet.',
        'Eine Besonderheit: Über eine Schnittstelle zum Seefunk können die Besatzungen auch mit der Schifffahrt kommunizieren, ohne das Gerät zu wechseln.',
      ],
      en: [
        'Six patrol boats and the station were equipped with saltwater-resistant digital radios, control heads for the helm and buoyant handheld radios.',
        'A special feature: an interface to maritime radio lets the crews communicate with shipping traffic without switching devices.',
      ],
    },
    body: {
      de: ['Seewasserfeste Digitalfunktechnik für sechs Streifenboote.'],
      en: ['Saltwater-resistant digital radio equipment for six patrol boats.'],
    },
  },
  {
    title: {
      de: 'Funkersatz für die Werkfeuerwehr Chemiepark Ruhrtal',
      en: 'Radio replacement for the Ruhrtal chemical park fire brigade',
    },
    startdate: '2022-10-01',
    enddate: '2023-04-30',
    category: 4,
    styleVariant: 2,
    content: {
      de: [
        'Die Werkfeuerwehr des Chemieparks hat ihre analogen Handfunkgeräte durch explosionsgeschützte Digitalfunkgeräte ersetzt. Wir haben die Geräte programmiert, das Zubehör auf Atemschutzmasken abgestimmt und alle 140 Einsatzkräfte geschult.',
        'Die Umstellung wurde in drei Wachabteilungen nacheinander durchgeführt, sodass die Einsatzbereitschaft jederzeit gewährleistet war.',
      ],
      en: [
        'The chemical park’s industrial fire brigade replaced its analogue handheld radios with explosion-proof digital radios. We programmed the radios, matched the accessories to the breathing-apparatus masks and trained all 140 firefighters.',
        'The changeover was carried out in three watch shifts one after the other, so operational readiness was guaranteed at all times.',
      ],
    },
    body: {
      de: ['Explosionsgeschützte Digitalfunkgeräte für 140 Einsatzkräfte.'],
      en: ['Explosion-proof digital radios for 140 firefighters.'],
    },
  },
]
