import type { SeedEvent } from '../types'

/** Events (Termine). Reference date for past/future: 2026-11-22. */
export const events: SeedEvent[] = [
  {
    title: {
      de: 'Leitstellenkongress Nord 2026',
      en: 'Leitstellenkongress Nord 2026',
    },
    startdate: '2026-09-15',
    enddate: '2026-09-17',
    venue: { de: 'Congress Center Hamburg, Saal 2', en: 'Congress Center Hamburg, hall 2' },
    venueAddress: 'Congressplatz 1, 20355 Hamburg',
    body: {
      de: [
        'Der Leitstellenkongress Nord in Lübeck ist der Treffpunkt für Leitstellenleitungen, Disponentinnen und Disponenten sowie Planerinnen und Planer aus ganz Norddeutschland.',
        'An unserem Stand C14 zeigen wir den neuen Funkbedienplatz **FP-400** im Verbund mit unserem Einsatzleitsystem. Am 16. September um 11:30 Uhr spricht Tobias Wendland über den wirtschaftlichen Betrieb von Ausweichleitstellen.',
      ],
      en: [
        'The Leitstellenkongress Nord in Lübeck is the meeting point for control-centre managers, dispatchers and planners from all over northern Germany.',
        'At our booth C14 we present the new **FP-400** radio console together with our dispatch system. On 16 September at 11:30, Tobias Wendland will speak about running backup control centres cost-effectively.',
      ],
    },
    image: {
      motif: 'control-room',
      alt: {
        de: 'Kongresssaal des Leitstellenkongresses Nord',
        en: 'Conference hall of the Leitstellenkongress Nord',
      },
    },
  },
  {
    title: {
      de: 'Fachmesse Florian Elbtal 2026',
      en: 'Florian Elbtal 2026 trade fair',
    },
    startdate: '2026-10-08',
    enddate: '2026-10-10',
    venue: { de: 'Messe Dresden, Freigelände', en: 'Messe Dresden, outdoor area' },
    venueAddress: 'Messering 6, 01067 Dresden',
    body: {
      de: [
        'Die Florian Elbtal ist eine der größten Fachmessen für Feuerwehr, Rettungsdienst und Katastrophenschutz in Ostdeutschland. Gemeinsam mit unserem Partner Hanseatische Fahrzeugbau AG stellen wir einen vollständig ausgebauten Einsatzleitwagen ELW 2 aus.',
        {
          ul: [
            'Halle 3, Stand 3.112 (Innenbereich) und Freigelände F7 (Fahrzeug)',
            'Live-Vorführung der Einsatznavigation FunkLotse Plus 4.0',
            'Beratung zu Förderprogrammen für die Fahrzeugbeschaffung',
          ],
        },
      ],
      en: [
        'Florian Elbtal is one of the largest trade fairs for fire brigades, rescue services and civil protection in eastern Germany. Together with our partner Hanseatische Fahrzeugbau AG, we are exhibiting a fully equipped ELW 2 command vehicle.',
        {
          ul: [
            'Hall 3, booth 3.112 (indoor) and outdoor area F7 (vehicle)',
            'Live demonstration of the FunkLotse Plus 4.0 mission navigation',
            'Advice on funding programmes for vehicle procurement',
          ],
        },
      ],
    },
    image: {
      motif: 'vehicle',
      alt: {
        de: 'Einsatzleitwagen auf dem Freigelände der Messe',
        en: 'Command vehicle in the outdoor exhibition area',
      },
    },
  },
  {
    title: {
      de: 'Webinar: Digitale Alarmierung – vom Meldeempfänger bis zur Rückmeldung',
      en: 'Webinar: digital alerting – from pager to acknowledgement',
    },
    startdate: '2026-12-03',
    venue: { de: 'Online-Webinar', en: 'Online webinar' },
    attendanceMode: 'online',
    body: {
      de: [
        'In 60 Minuten zeigen wir, wie Landkreise und Kommunen die Umstellung auf Digitale Alarmierung planen, finanzieren und ohne Alarmierungslücke umsetzen.',
        'Referent ist Marek Nowicki, der die Umstellung im Landkreis Wendelsheide technisch begleitet hat. Die Teilnahme ist kostenfrei; bitte melden Sie sich per E-Mail an vertrieb@sekundenwerk.example an.',
      ],
      en: [
        'In 60 minutes, we show how districts and municipalities plan and finance the move to digital alerting and implement it without any gap in alerting coverage.',
        'The speaker is Marek Nowicki, who provided technical support for the switch-over in the Wendelsheide district. Participation is free of charge; please register by e-mail at vertrieb@sekundenwerk.example.',
      ],
    },
    image: {
      motif: 'pager',
      alt: {
        de: 'Meldeempfänger mit Alarmtext',
        en: 'Pager with alert text',
      },
    },
  },
  {
    title: {
      de: 'Sekundenwerk-Anwendertag 2027',
      en: 'Sekundenwerk User Day 2027',
    },
    startdate: '2027-03-11',
    venue: { de: 'Sekundenwerk-Hauptsitz', en: 'Sekundenwerk headquarters' },
    venueAddress: 'Am Sendemast 7, 22885 Barsbüttel',
    body: {
      de: [
        'Einmal im Jahr laden wir die Anwenderinnen und Anwender unserer Leitsysteme und Funkbedienplätze nach Barsbüttel ein. Im Mittelpunkt stehen Erfahrungsberichte aus dem Leitstellenalltag und ein Ausblick auf die kommenden Softwareversionen.',
        { h: 'Programm' },
        {
          ul: [
            'Praxisbericht der Integrierten Leitstelle Nordheide-Elbmarsch',
            'Neue Funktionen im Einsatzleitsystem 2027',
            'Workshops zu Statusauswertung, Alarmierung und Berichtswesen',
          ],
        },
      ],
      en: [
        'Once a year, we invite the users of our control-centre systems and radio consoles to Barsbüttel. The focus is on first-hand reports from everyday control-centre work and an outlook on upcoming software releases.',
        { h: 'Programme' },
        {
          ul: [
            'Field report from the Integrated Control Centre Nordheide-Elbmarsch',
            'New features in the 2027 dispatch system',
            'Workshops on status evaluation, alerting and reporting',
          ],
        },
      ],
    },
    image: {
      motif: 'calendar',
      alt: {
        de: 'Teilnehmende beim Anwendertag in Barsbüttel',
        en: 'Participants at the user day in Barsbüttel',
      },
    },
  },
  {
    title: {
      de: 'Sicherheit & Rettung Nordwest 2027',
      en: 'Sicherheit & Rettung Nordwest 2027',
    },
    startdate: '2027-06-14',
    enddate: '2027-06-19',
    venue: { de: 'Messe Bremen, Halle 5', en: 'Messe Bremen, hall 5' },
    venueAddress: 'Findorffstraße 101, 28215 Bremen',
    body: {
      de: [
        'Auf der internationalen Leitmesse Sicherheit & Rettung Nordwest in Bremen sind wir mit unserem gesamten Portfolio vertreten – von der Leitstelle über die Wache bis zum Fahrzeug.',
        'Vereinbaren Sie schon jetzt einen Gesprächstermin mit unserem Vertriebsteam, damit wir uns ausreichend Zeit für Ihr Projekt nehmen können.',
      ],
      en: [
        'At the international trade fair Sicherheit & Rettung Nordwest in Bremen we will be showing our entire portfolio – from the control centre to the station and the vehicle.',
        'Book a meeting with our sales team now so that we can take enough time to discuss your project.',
      ],
    },
    image: {
      motif: 'tower',
      alt: {
        de: 'Messehalle mit Funkmast-Exponat',
        en: 'Exhibition hall with a radio mast exhibit',
      },
    },
  },
  {
    title: {
      de: 'Inhouse-Schulungen Digitalfunk nach Vereinbarung',
      en: 'In-house digital radio training by arrangement',
    },
    body: {
      de: [
        'Sie möchten Ihre Einsatzkräfte oder Gerätewarte im Umgang mit BOS-Digitalfunkgeräten schulen? Wir kommen zu Ihnen auf die Wache – mit Schulungsgeräten, Übungsszenarien und Unterlagen.',
        'Termine vereinbaren wir individuell. Sprechen Sie uns einfach an.',
      ],
      en: [
        'Would you like to train your emergency personnel or equipment managers in the use of BOS digital radios? We come to your station – with training radios, exercise scenarios and documentation.',
        'Dates are arranged individually. Just get in touch with us.',
      ],
    },
  },
]
