import type { SeedNews } from '../types'

/** News items. The founders' award item comes first (the popup and the award banner link to it). */
export const news: SeedNews[] = [
  {
    title: {
      de: 'Gründerpreis 2024, Kategorie Aufsteiger',
      en: "Founders' Award 2024, category 'Aufsteiger' (Rising Star)",
    },
    subline: {
      de: 'Auszeichnung für 41 Jahre Unternehmertum und ein rasantes Wachstum seit 2011',
      en: 'An award for 41 years of entrepreneurship and rapid growth since 2011',
    },
    date: '2024-09-10',
    shortBody: {
      de: [
        'Sekundenwerk ist mit dem Gründerpreis 2024 in der Kategorie **Aufsteiger** ausgezeichnet worden. Die Jury würdigt unseren Weg von elf Mitarbeitenden im Jahr 2011 zu einem Team von heute rund 90 Fachleuten.',
      ],
      en: [
        "Sekundenwerk has received the Founders' Award 2024 in the category **'Aufsteiger'** (rising star). The jury honours our journey from eleven employees in 2011 to a team of around 90 specialists today.",
      ],
    },
    body: {
      de: [
        'Am 10. September 2024 hat Sekundenwerk den Gründerpreis 2024 in der Kategorie **Aufsteiger** entgegengenommen. Der Preis zeichnet Unternehmen aus, die sich nach der Gründungsphase nachhaltig am Markt behauptet und ihr Geschäft mutig weiterentwickelt haben.',
        { h: 'Was die Jury überzeugt hat' },
        {
          ul: [
            'Wachstum von 11 Mitarbeitenden (2011) auf rund 90 Mitarbeitende an fünf Standorten',
            'Ein vollständiges Portfolio von der Leitstelle über die Wache bis zum Funkgerät im Einsatzfahrzeug',
            'Eigene Ausbildung in Barsbüttel und Greifswald mit einer Übernahmequote von 100 Prozent',
          ],
        },
        '„Dieser Preis gehört unserem ganzen Team – und den Leitstellen, Feuerwehren und Rettungsdiensten, die uns seit Jahrzehnten ihr Vertrauen schenken“, sagt Geschäftsführerin Dr. Henrike Albers.',
      ],
      en: [
        "On 10 September 2024, Sekundenwerk accepted the Founders' Award 2024 in the category **'Aufsteiger'** (rising star). The award honours companies that have established themselves on the market after the start-up phase and have boldly developed their business further.",
        { h: 'What convinced the jury' },
        {
          ul: [
            'Growth from 11 employees (2011) to around 90 employees at five locations',
            'A complete portfolio, from the control centre and the fire station to the radio in the emergency vehicle',
            'In-house apprenticeships in Barsbüttel and Greifswald with a 100 per cent retention rate',
          ],
        },
        '“This award belongs to our entire team – and to the control centres, fire brigades and rescue services that have placed their trust in us for decades,” says Managing Director Dr Henrike Albers.',
      ],
    },
    image: {
      motif: 'award',
      alt: {
        de: 'Trophäe des Gründerpreises 2024 in der Kategorie Aufsteiger',
        en: "Trophy of the Founders' Award 2024 in the rising-star category",
      },
    },
  },
  {
    title: {
      de: 'Integrierte Leitstelle Nordheide-Elbmarsch geht in Betrieb',
      en: 'Integrated Control Centre Nordheide-Elbmarsch goes live',
    },
    subline: {
      de: 'Zwölf Disponentenplätze, ein Einsatzleitsystem, null Minuten Ausfall bei der Umschaltung',
      en: 'Twelve dispatcher workstations, one dispatch system, zero minutes of downtime at cut-over',
    },
    date: '2026-11-10',
    shortBody: {
      de: [
        'Nach 32 Monaten Planung und Bau hat die Integrierte Leitstelle Nordheide-Elbmarsch den Wirkbetrieb mit Leitsystem, Funkanbindung und Notrufabfrage von Sekundenwerk aufgenommen.',
      ],
      en: [
        'After 32 months of planning and construction, the Integrated Control Centre Nordheide-Elbmarsch has started live operation with Sekundenwerk’s dispatch system, radio integration and emergency-call handling.',
      ],
    },
    body: {
      de: [
        'In der Nacht zum 4. November 2026 wurde die Notrufabfrage für Feuerwehr und Rettungsdienst von der bisherigen Leitstelle auf den Neubau umgeschaltet. Alle 112-Notrufe wurden dabei ohne Unterbrechung angenommen.',
        'Sekundenwerk hat für das Projekt zwölf ergonomische Disponentenplätze, das Einsatzleitsystem, die Anbindung an den BOS-Digitalfunk sowie die Schnittstellen zur Digitalen Alarmierung geliefert und integriert. Eine vollständig gespiegelte Rechnerumgebung sorgt für Ausfallsicherheit.',
        '„Unsere Disponentinnen und Disponenten haben sich in wenigen Schichten eingearbeitet – das spricht für die Bedienoberfläche“, resümiert Leitstellenleiter Arne Bockelmann.',
      ],
      en: [
        'In the night of 4 November 2026, emergency-call handling for the fire and rescue services was switched from the previous control centre to the new building. Every 112 call was answered without interruption.',
        'For this project, Sekundenwerk delivered and integrated twelve ergonomic dispatcher workstations, the computer-aided dispatch system, the connection to the BOS digital radio network and the interfaces to digital alerting. A fully mirrored server environment ensures resilience.',
        '“Our dispatchers were up to speed within a few shifts – which says a lot about the user interface,” concludes control-centre manager Arne Bockelmann.',
      ],
    },
    image: {
      motif: 'control-room',
      alt: {
        de: 'Disponentenplätze in der neuen Integrierten Leitstelle',
        en: 'Dispatcher workstations in the new integrated control centre',
      },
    },
  },
  {
    title: {
      de: 'Rückblick: Leitstellenkongress Nord 2026',
      en: 'Looking back: Leitstellenkongress Nord 2026',
    },
    subline: {
      de: 'Drei Tage Fachgespräche, Live-Demonstrationen und ein voller Stand',
      en: 'Three days of expert talks, live demonstrations and a busy booth',
    },
    date: '2026-09-21',
    shortBody: {
      de: [
        'Auf dem Leitstellenkongress Nord in Lübeck zeigten wir erstmals den neuen Funkbedienplatz **FP-400** im Zusammenspiel mit unserem Einsatzleitsystem.',
      ],
      en: [
        'At the Leitstellenkongress Nord in Lübeck we presented our new **FP-400** radio console working together with our dispatch system for the first time.',
      ],
    },
    body: {
      de: [
        'Mehr als 600 Besucherinnen und Besucher kamen vom 15. bis 17. September 2026 zum Leitstellenkongress Nord. An unserem Stand konnten Disponentinnen und Disponenten den Funkbedienplatz FP-400 selbst ausprobieren – inklusive Gruppenruf, Notruf-Signalisierung und Statusauswertung.',
        { h: 'Die meistgestellten Fragen' },
        {
          ul: [
            'Wie gelingt der Parallelbetrieb von Analog- und Digitalfunk in der Übergangsphase?',
            'Welche Schnittstellen gibt es zu bestehenden Einsatzleitsystemen anderer Hersteller?',
            'Wie lassen sich Ausweichleitstellen wirtschaftlich vorhalten?',
          ],
        },
        'Vielen Dank an alle, die bei uns vorbeigeschaut haben. Die Präsentation zum Fachvortrag senden wir Ihnen gern zu.',
      ],
      en: [
        'More than 600 visitors attended the Leitstellenkongress Nord from 15 to 17 September 2026. At our booth, dispatchers were able to try out the FP-400 radio console for themselves – including group calls, emergency-call signalling and status evaluation.',
        { h: 'The most frequently asked questions' },
        {
          ul: [
            'How can analogue and digital radio be operated in parallel during the transition?',
            'Which interfaces exist to other manufacturers’ dispatch systems?',
            'How can backup control centres be maintained cost-effectively?',
          ],
        },
        'Many thanks to everyone who stopped by. We will gladly send you the slides of our talk.',
      ],
    },
    image: {
      motif: 'calendar',
      alt: {
        de: 'Messestand von Sekundenwerk auf dem Leitstellenkongress Nord',
        en: 'Sekundenwerk booth at the Leitstellenkongress Nord',
      },
    },
  },
  {
    title: {
      de: 'Mehr Platz in Ludwigsburg',
      en: 'More space in Ludwigsburg',
    },
    subline: {
      de: 'Unsere Niederlassung in Baden-Württemberg bezieht neue Räume mit eigener Werkstatt',
      en: 'Our Baden-Württemberg branch moves into new premises with its own workshop',
    },
    date: '2026-07-01',
    shortBody: {
      de: [
        'Das Team in Ludwigsburg ist umgezogen: Auf 480 Quadratmetern gibt es jetzt eine Fahrzeughalle für den Ausbau von Einsatzleitwagen und einen eigenen Reparaturplatz.',
      ],
      en: [
        'Our Ludwigsburg team has moved: 480 square metres now include a vehicle bay for fitting out command vehicles and a dedicated repair bench.',
      ],
    },
    body: {
      de: [
        'Seit 2020 betreuen wir von Ludwigsburg aus Kundinnen und Kunden in Baden-Württemberg. Mit dem Umzug in die Signalstraße können wir Einsatzleitwagen nun direkt vor Ort ausbauen und Funkgeräte ohne Umweg über Barsbüttel instand setzen.',
        'Die kürzeren Wege kommen vor allem den Feuerwehren und Rettungsdiensten der Region zugute: Reparaturen sind in der Regel innerhalb von fünf Werktagen zurück im Einsatz.',
      ],
      en: [
        'Since 2020 we have been serving customers in Baden-Württemberg from Ludwigsburg. With the move to Signalstraße, we can now fit out command vehicles on site and repair radios without the detour via Barsbüttel.',
        'The shorter distances benefit above all the region’s fire brigades and rescue services: repairs are usually back in service within five working days.',
      ],
    },
    image: {
      motif: 'building',
      alt: {
        de: 'Neues Gebäude der Niederlassung Ludwigsburg',
        en: 'New building of the Ludwigsburg branch',
      },
    },
  },
  {
    title: {
      de: 'FunkLotse Plus 4.0: Navigation auch ohne Netz',
      en: 'FunkLotse Plus 4.0: navigation even without a network',
    },
    subline: {
      de: 'Offline-Karten, Hydrantenlayer und Statusgeber in einem Gerät',
      en: 'Offline maps, hydrant layer and status keypad in a single device',
    },
    date: '2026-04-15',
    shortBody: {
      de: [
        'Die neue Version unserer Einsatznavigation FunkLotse Plus hält das komplette Kartenmaterial eines Landkreises lokal vor und führt Einsatzkräfte auch in Funklöchern sicher ans Ziel.',
      ],
      en: [
        'The new version of our FunkLotse Plus mission navigation stores the complete map data of a district locally and guides crews safely to the scene even in mobile dead spots.',
      ],
    },
    body: {
      de: [
        'Mit FunkLotse Plus 4.0 übernimmt das Fahrzeuggerät die Einsatzadresse direkt aus der Alarmierung und berechnet die Route ohne Mobilfunkverbindung. Hydranten, Löschwasserentnahmestellen und Anfahrtswege zu Objekten mit Brandmeldeanlage werden als eigene Kartenebenen angezeigt.',
        {
          ul: [
            'Offline-Kartenmaterial mit monatlicher Aktualisierung über das Wachen-WLAN',
            'Statusmeldungen per Touch direkt an die Leitstelle',
            'Nachrüstbar für alle Geräte der Generation 3',
          ],
        },
        'Das Update steht Kundinnen und Kunden mit Wartungsvertrag kostenfrei zur Verfügung.',
      ],
      en: [
        'With FunkLotse Plus 4.0, the in-vehicle unit takes the incident address straight from the alert and calculates the route without a mobile connection. Hydrants, water supply points and access routes to buildings with fire alarm systems are shown as separate map layers.',
        {
          ul: [
            'Offline map data, updated monthly via the station Wi-Fi',
            'Status messages sent to the control centre with a single tap',
            'Retrofittable to all generation 3 devices',
          ],
        },
        'The update is free of charge for customers with a maintenance contract.',
      ],
    },
    image: {
      motif: 'map',
      alt: {
        de: 'Kartenansicht der Einsatznavigation FunkLotse Plus',
        en: 'Map view of the FunkLotse Plus mission navigation',
      },
    },
  },
  {
    title: {
      de: 'Sieben neue Auszubildende starten bei Sekundenwerk',
      en: 'Seven new apprentices start at Sekundenwerk',
    },
    subline: {
      de: 'Elektronik, Fachinformatik und Kaufleute für Büromanagement',
      en: 'Electronics, IT specialists and office management',
    },
    date: '2026-02-02',
    shortBody: {
      de: [
        'Zum Februar haben sieben junge Menschen ihre Ausbildung in Barsbüttel und Greifswald begonnen – so viele wie nie zuvor in einem Jahrgang.',
      ],
      en: [
        'In February, seven young people began their apprenticeships in Barsbüttel and Greifswald – more than ever before in a single intake.',
      ],
    },
    body: {
      de: [
        'Vier angehende Elektronikerinnen und Elektroniker für Informations- und Systemtechnik, zwei Fachinformatiker für Systemintegration und eine Kauffrau für Büromanagement verstärken seit dem 2. Februar unser Team.',
        'In den ersten Wochen lernen sie alle Abteilungen kennen – von der Reparaturwerkstatt über den Fahrzeugausbau bis zur Leitstellentechnik. Jede und jeder Auszubildende bekommt eine feste Patin oder einen festen Paten aus dem Team an die Seite.',
      ],
      en: [
        'Four trainee electronics technicians for information and systems technology, two IT specialists for system integration and one office management trainee have been strengthening our team since 2 February.',
        'During their first weeks they get to know every department – from the repair workshop and vehicle fit-out to control-centre technology. Each apprentice is paired with a permanent mentor from the team.',
      ],
    },
  },
  {
    title: {
      de: 'Landkreis Wendelsheide alarmiert digital',
      en: 'Wendelsheide district switches to digital alerting',
    },
    subline: {
      de: '2.400 Meldeempfänger, 38 Sendestandorte, eine Umstellung an einem Wochenende',
      en: '2,400 pagers, 38 transmitter sites, one switch-over in a single weekend',
    },
    date: '2025-11-18',
    dark: true,
    shortBody: {
      de: [
        'Die Feuerwehren und der Rettungsdienst im Landkreis Wendelsheide werden seit dem 15. November 2025 ausschließlich digital alarmiert. Sekundenwerk hat das Netz geplant, aufgebaut und in Betrieb genommen.',
      ],
      en: [
        'Since 15 November 2025, the fire brigades and rescue service of the Wendelsheide district have been alerted exclusively by digital means. Sekundenwerk planned, built and commissioned the network.',
      ],
    },
    body: {
      de: [
        'Das neue Alarmierungsnetz ersetzt die analoge Funkalarmierung aus den 1990er-Jahren. Die Meldeempfänger zeigen Einsatzstichwort, Adresse und alarmierte Einheiten im Klartext an und quittieren den Empfang auf Wunsch per Rückkanal.',
        { h: 'Das Projekt in Zahlen' },
        {
          ul: [
            '38 Sendestandorte mit redundanter Anbindung an die Leitstelle',
            '2.400 programmierte und an die Einsatzkräfte ausgegebene Meldeempfänger',
            '96 Wachenalarmierungen mit Torsteuerung und Lichtschaltung',
          ],
        },
        'Die Umstellung erfolgte in einer einzigen Nacht. Bereits in der ersten Woche wurden über 140 Einsätze digital alarmiert – ohne eine einzige Fehlalarmierung.',
      ],
      en: [
        'The new alerting network replaces the analogue radio alerting dating from the 1990s. The pagers display the incident keyword, address and alerted units in plain text and, if required, acknowledge receipt via a return channel.',
        { h: 'The project in numbers' },
        {
          ul: [
            '38 transmitter sites with redundant connections to the control centre',
            '2,400 pagers programmed and issued to emergency personnel',
            '96 station alerting systems with door control and lighting',
          ],
        },
        'The switch-over took place in a single night. In the first week alone, more than 140 incidents were alerted digitally – without a single false alarm.',
      ],
    },
    image: {
      motif: 'pager',
      alt: {
        de: 'Digitaler Meldeempfänger mit Einsatztext im Display',
        en: 'Digital pager showing an incident text on its display',
      },
    },
  },
  {
    title: {
      de: 'ISO 9001: Rezertifizierung erfolgreich abgeschlossen',
      en: 'ISO 9001: recertification successfully completed',
    },
    date: '2025-08-28',
    shortBody: {
      de: [
        'Unser Qualitätsmanagementsystem wurde nach ISO 9001:2015 für weitere drei Jahre zertifiziert – erstmals für alle fünf Standorte in einem gemeinsamen Zertifikat.',
      ],
      en: [
        'Our quality management system has been certified to ISO 9001:2015 for a further three years – for the first time covering all five locations in a single certificate.',
      ],
    },
  },
  {
    title: {
      de: '500 Einsatzleitwagen aus Barsbüttel',
      en: '500 command vehicles fitted out in Barsbüttel',
    },
    subline: {
      de: 'Jubiläum in unserer Fahrzeughalle',
      en: 'A milestone in our vehicle workshop',
    },
    date: '2025-05-12',
    shortBody: {
      de: [
        'Mit einem ELW 1 für die Freiwillige Feuerwehr Hollerbek hat unser Fahrzeugteam den 500. Einsatzleitwagen mit Funk- und Kommunikationstechnik ausgestattet.',
      ],
      en: [
        'With an ELW 1 for the Hollerbek volunteer fire brigade, our vehicle team has fitted out its 500th command vehicle with radio and communication technology.',
      ],
    },
    body: {
      de: [
        'Seit dem ersten Ausbau im Jahr 1996 hat sich viel verändert: Wo früher ein Funkgerät und eine Kartentasche genügten, arbeiten heute zwei Funkbedienplätze, ein Lagedarstellungssystem, Einsatznavigation und eine autarke Stromversorgung Hand in Hand.',
        'Jeder Einsatzleitwagen wird bei uns vor der Auslieferung einen vollen Tag im Echtbetrieb getestet – mit Digitalfunk, Mobilfunk-Router und allen Verbrauchern unter Last.',
      ],
      en: [
        'A lot has changed since our first fit-out in 1996: where a radio and a map case used to be enough, today two radio consoles, a situation display system, mission navigation and an independent power supply work hand in hand.',
        'Before delivery, every command vehicle undergoes a full day of live testing with digital radio, mobile router and all consumers under load.',
      ],
    },
    image: {
      motif: 'vehicle',
      alt: {
        de: 'Einsatzleitwagen in der Fahrzeughalle in Barsbüttel',
        en: 'Command vehicle in the Barsbüttel vehicle bay',
      },
    },
  },
  {
    title: {
      de: 'Neuer Standort in Pforzheim',
      en: 'New office in Pforzheim',
    },
    subline: {
      de: 'Näher an unseren Kundinnen und Kunden im Nordschwarzwald',
      en: 'Closer to our customers in the northern Black Forest',
    },
    date: '2024-03-04',
    shortBody: {
      de: [
        'Mit dem Büro in Pforzheim ergänzen wir unsere Präsenz in Süddeutschland. Das Team betreut vor allem Kommunen, Stadtwerke und Industriekunden.',
      ],
      en: [
        'Our Pforzheim office extends our presence in southern Germany. The team mainly serves municipalities, public utilities and industrial customers.',
      ],
    },
    body: {
      de: [
        'Drei Kolleginnen und Kollegen aus Vertrieb und Service sind ab sofort in der Pforzheimer Innenstadt für Sie da. Gemeinsam mit der Niederlassung Ludwigsburg decken wir damit ganz Baden-Württemberg mit kurzen Reaktionszeiten ab.',
        'Schwerpunkte des neuen Standorts sind Betriebsfunk für Stadtwerke, Alarmierungslösungen für Werkfeuerwehren und die Wartung bestehender Funkanlagen.',
      ],
      en: [
        'Three colleagues from sales and service are now available for you in the centre of Pforzheim. Together with our Ludwigsburg branch, we now cover all of Baden-Württemberg with short response times.',
        'The new office focuses on business radio for public utilities, alerting solutions for industrial fire brigades and the maintenance of existing radio systems.',
      ],
    },
  },
  {
    title: {
      de: 'Rahmenvertrag mit den Stadtwerken Kranichsee',
      en: 'Framework agreement with Stadtwerke Kranichsee',
    },
    subline: {
      de: 'Betriebsfunk und Bereitschaftsalarmierung für Strom, Gas und Wasser',
      en: 'Business radio and on-call alerting for electricity, gas and water',
    },
    date: '2023-10-16',
    shortBody: {
      de: [
        'Die Stadtwerke Kranichsee setzen für die nächsten fünf Jahre auf Sekundenwerk: Wir modernisieren den Betriebsfunk und übernehmen die Wartung von 24 Funkstandorten.',
      ],
      en: [
        'Stadtwerke Kranichsee has chosen Sekundenwerk for the next five years: we will modernise its business radio and maintain 24 radio sites.',
      ],
    },
    body: {
      de: [
        'Der Rahmenvertrag umfasst die schrittweise Migration des analogen Betriebsfunks auf ein digitales System, die Anbindung der Netzleitstelle sowie die Alarmierung der Bereitschaftsdienste.',
        'Besonders wichtig war den Stadtwerken ein 24/7-Service: Unsere Rufbereitschaft garantiert bei Störungen an kritischen Standorten eine Entstörzeit von höchstens vier Stunden.',
      ],
      en: [
        'The framework agreement covers the step-by-step migration of the analogue business radio to a digital system, the connection of the network control centre and the alerting of the on-call teams.',
        'A 24/7 service was particularly important to the utility: our on-call team guarantees a maximum restoration time of four hours for faults at critical sites.',
      ],
    },
    image: {
      motif: 'tower',
      alt: {
        de: 'Funkmast der Stadtwerke Kranichsee',
        en: 'Radio mast of Stadtwerke Kranichsee',
      },
    },
  },
  {
    title: {
      de: '40 Jahre Sekundenwerk',
      en: '40 years of Sekundenwerk',
    },
    subline: {
      de: 'Von der Funkwerkstatt zum Systemhaus für Einsatzkommunikation',
      en: 'From a radio workshop to a systems house for emergency communication',
    },
    date: '2023-04-03',
    shortBody: {
      de: [
        'Im April 1983 begann alles mit einer kleinen Funkwerkstatt in Barsbüttel. 40 Jahre später feiern wir mit Kundinnen, Partnern und dem ganzen Team.',
      ],
      en: [
        'In April 1983 it all began with a small radio workshop in Barsbüttel. Forty years later, we are celebrating with customers, partners and the whole team.',
      ],
    },
    body: {
      de: [
        'Rund 250 Gäste kamen zu unserem Jubiläumsfest auf das Firmengelände in Barsbüttel. Bei Führungen durch Werkstatt, Fahrzeughalle und Testleitstelle zeigten unsere Teams, wie sich die Einsatzkommunikation in vier Jahrzehnten entwickelt hat.',
        'Ein besonderer Moment: Gründer Harald Petersen übergab symbolisch das erste Funkgerät, das 1983 in unserer Werkstatt repariert wurde, an die nächste Generation.',
      ],
      en: [
        'Around 250 guests came to our anniversary celebration on the company premises in Barsbüttel. On guided tours of the workshop, vehicle bay and test control centre, our teams showed how emergency communication has evolved over four decades.',
        'A special moment: founder Harald Petersen symbolically handed over the first radio repaired in our workshop in 1983 to the next generation.',
      ],
    },
    image: {
      motif: 'wave',
      alt: {
        de: 'Jubiläumsfeier 40 Jahre Sekundenwerk',
        en: 'Celebration of 40 years of Sekundenwerk',
      },
    },
  },
]
