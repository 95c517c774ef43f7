import type { LocalizedRich, SeedJob } from '../types'

/** Benefits every job offers; `extra` adds job-specific points at the top. */
function benefits(extra: { de: string[]; en: string[] } = { de: [], en: [] }): LocalizedRich {
  return {
    de: [
      {
        ul: [
          ...extra.de,
          '30 Tage Urlaub und zusätzlich frei am 24. und 31. Dezember',
          'Unbefristeter Arbeitsvertrag in einem wachsenden Familienunternehmen',
          'Flexible Arbeitszeiten mit Gleitzeitkonto',
          'Jobrad, Zuschuss zum Deutschlandticket und betriebliche Altersvorsorge',
          'Strukturierte Einarbeitung und regelmäßige Herstellerschulungen',
        ],
      },
    ],
    en: [
      {
        ul: [
          ...extra.en,
          '30 days of vacation plus 24 and 31 December off',
          'Permanent employment contract in a growing family-run company',
          'Flexible working hours with a flexitime account',
          'Company bike leasing, a subsidy for the Deutschlandticket and a company pension scheme',
          'Structured onboarding and regular manufacturer training',
        ],
      },
    ],
  }
}

export const jobs: SeedJob[] = [
  {
    name: {
      de: 'Systemtechniker*in Leitstellentechnik (m/w/d)',
      en: 'Systems Engineer, Control-Centre Technology (m/f/d)',
    },
    locationId: 2,
    startdate: '2026-08-03',
    employmentType: ['fullTime'],
    baseSalary: { min: 4200, max: 5400, unit: 'month' },
    work: {
      de: [
        'Du sorgst dafür, dass in den Leitstellen unserer Kundinnen und Kunden jeder Notruf ankommt.',
        {
          ul: [
            'Installation und Inbetriebnahme von Einsatzleitsystemen, Funkbedienplätzen und Servern',
            'Konfiguration von Netzwerken, Virtualisierung und Schnittstellen zum BOS-Digitalfunk',
            'Abnahmen vor Ort gemeinsam mit der Projektleitung',
            'Second-Level-Support und Mitwirkung in der Rufbereitschaft',
          ],
        },
      ],
      en: [
        'You make sure that every emergency call reaches our customers’ control centres.',
        {
          ul: [
            'Installation and commissioning of dispatch systems, radio consoles and servers',
            'Configuration of networks, virtualisation and interfaces to BOS digital radio',
            'On-site acceptance tests together with project management',
            'Second-level support and participation in the on-call rota',
          ],
        },
      ],
    },
    profile: {
      de: [
        {
          ul: [
            'Abgeschlossene Ausbildung als Fachinformatiker*in oder Elektroniker*in, gern mit Weiterbildung zum Techniker',
            'Sicherer Umgang mit Windows Server, Linux und Netzwerktechnik',
            'Reisebereitschaft innerhalb Norddeutschlands (ca. 30 %)',
            'Führerschein Klasse B',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Completed vocational training as an IT specialist or electronics technician, ideally with further qualification as a technician',
            'Confident with Windows Server, Linux and networking',
            'Willingness to travel within northern Germany (approx. 30%)',
            'Driving licence (class B)',
          ],
        },
      ],
    },
    benefits: benefits({
      de: ['Firmenwagen auch zur privaten Nutzung'],
      en: ['Company car, also for private use'],
    }),
    body: {
      de: [
        'Erfahrung im Feuerwehr- oder Rettungsdienst ist kein Muss, aber ein echtes Plus – viele unserer Kolleginnen und Kollegen engagieren sich selbst ehrenamtlich.',
      ],
      en: [
        'Experience in a fire or rescue service is not a must, but it is a real plus – many of our colleagues volunteer themselves.',
      ],
    },
  },
  {
    name: {
      de: 'Softwareentwickler*in Einsatzleitsysteme (m/w/d)',
      en: 'Software Developer, Dispatch Systems (m/f/d)',
    },
    locationId: 2,
    startdate: '2026-09-01',
    employmentType: ['fullTime', 'partTime'],
    work: {
      de: [
        {
          ul: [
            'Weiterentwicklung unseres Einsatzleitsystems in TypeScript und C#',
            'Entwicklung von Schnittstellen zu Alarmierung, Digitalfunk und Navigation',
            'Automatisierte Tests und Code-Reviews im agilen Team',
            'Austausch mit Disponentinnen und Disponenten bei Anwendertagen und Hospitationen',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Further development of our dispatch system in TypeScript and C#',
            'Developing interfaces to alerting, digital radio and navigation',
            'Automated testing and code reviews in an agile team',
            'Exchanging ideas with dispatchers at user days and job shadowing sessions',
          ],
        },
      ],
    },
    profile: {
      de: [
        {
          ul: [
            'Studium der Informatik oder vergleichbare Qualifikation',
            'Mehrjährige Erfahrung mit TypeScript oder C# und relationalen Datenbanken',
            'Verständnis für hochverfügbare Systeme',
            'Sehr gute Deutschkenntnisse (mindestens C1)',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Degree in computer science or a comparable qualification',
            'Several years of experience with TypeScript or C# and relational databases',
            'Understanding of high-availability systems',
            'Very good German skills (at least C1)',
          ],
        },
      ],
    },
    benefits: benefits({
      de: ['Bis zu drei Tage mobiles Arbeiten pro Woche'],
      en: ['Up to three days of remote work per week'],
    }),
    body: {
      de: [
        'Du möchtest Software entwickeln, die im Ernstfall Leben rettet? Dann freuen wir uns auf deinen Lebenslauf und einen Link zu deinem GitHub-Profil oder einem Projekt, auf das du stolz bist.',
      ],
      en: [
        'Would you like to develop software that saves lives in an emergency? Then we look forward to your CV and a link to your GitHub profile or a project you are proud of.',
      ],
    },
  },
  {
    name: {
      de: 'Projektleiter*in BOS-Digitalfunk (m/w/d)',
      en: 'Project Manager, BOS Digital Radio (m/f/d)',
    },
    locationId: 2,
    startdate: '2026-09-15',
    enddate: '2026-12-31',
    employmentType: ['fullTime'],
    work: {
      de: [
        {
          ul: [
            'Verantwortung für Digitalfunk-Projekte von der Angebotsklärung bis zur Abnahme',
            'Planung von Ressourcen, Terminen und Budgets',
            'Abstimmung mit Behörden, Autorisierten Stellen und Partnern',
            'Führen der Projektteams aus Technik, Werkstatt und Fahrzeugausbau',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Responsibility for digital radio projects from clarifying the offer through to acceptance',
            'Planning resources, schedules and budgets',
            'Coordination with authorities, the authorised bodies and partners',
            'Leading project teams from engineering, workshop and vehicle fit-out',
          ],
        },
      ],
    },
    profile: {
      de: [
        {
          ul: [
            'Ingenieurstudium der Nachrichtentechnik oder vergleichbare Qualifikation',
            'Erfahrung in der Projektleitung, idealerweise im öffentlichen Sektor',
            'Kenntnisse in TETRA bzw. BOS-Digitalfunk',
            'Verhandlungssicheres Auftreten und Freude an Verantwortung',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Engineering degree in communications engineering or a comparable qualification',
            'Project management experience, ideally in the public sector',
            'Knowledge of TETRA or BOS digital radio',
            'Confident negotiating skills and enjoyment of responsibility',
          ],
        },
      ],
    },
    benefits: benefits(),
    body: {
      de: [
        'Die Position ist zum nächstmöglichen Zeitpunkt zu besetzen. Bitte nenne uns in deiner Bewerbung deine Gehaltsvorstellung und deine Kündigungsfrist.',
      ],
      en: [
        'The position is to be filled as soon as possible. Please state your salary expectations and notice period in your application.',
      ],
    },
  },
  {
    name: {
      de: 'Ausbildung Elektroniker*in für Informations- und Systemtechnik (m/w/d)',
      en: 'Apprenticeship: Electronics Technician for Information and Systems Technology (m/f/d)',
    },
    locationId: 2,
    startdate: '2026-08-01',
    enddate: '2026-11-30',
    employmentType: ['apprenticeship'],
    baseSalary: { min: 1150, max: 1400, unit: 'month' },
    work: {
      de: [
        'In dreieinhalb Jahren lernst du alles, was moderne Einsatzkommunikation ausmacht:',
        {
          ul: [
            'Aufbau und Prüfung von Funk- und Alarmierungstechnik in unserer Werkstatt',
            'Mitarbeit beim Ausbau von Einsatzleitwagen',
            'Installation von Wachenalarmierungen bei Feuerwehren',
            'Einblicke in Leitstellentechnik und IT-Netzwerke',
          ],
        },
      ],
      en: [
        'Over three and a half years, you will learn everything that makes up modern emergency communication:',
        {
          ul: [
            'Building and testing radio and alerting equipment in our workshop',
            'Helping to fit out command vehicles',
            'Installing station alerting systems at fire brigades',
            'Insights into control-centre technology and IT networks',
          ],
        },
      ],
    },
    profile: {
      de: [
        {
          ul: [
            'Guter mittlerer Schulabschluss oder Abitur',
            'Interesse an Technik, Elektronik und Computern',
            'Handwerkliches Geschick und Sorgfalt',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Good secondary school leaving certificate or Abitur',
            'Interest in technology, electronics and computers',
            'Manual dexterity and attention to detail',
          ],
        },
      ],
    },
    benefits: benefits({
      de: ['Ausbildungsvergütung über Tarif und Übernahmegarantie bei gutem Abschluss'],
      en: ['Above-scale apprentice pay and guaranteed employment after a good final exam'],
    }),
    body: {
      de: [
        'Ausbildungsbeginn ist der 1. August 2027. Ein Praktikum vorab ist jederzeit möglich – sprich uns an!',
      ],
      en: [
        'The apprenticeship starts on 1 August 2027. An internship beforehand is possible at any time – just ask us!',
      ],
    },
  },
  {
    name: {
      de: 'Servicetechniker*in Funk- und Alarmierungstechnik (m/w/d)',
      en: 'Service Technician, Radio and Alerting Technology (m/f/d)',
    },
    locationId: 1,
    startdate: '2026-08-17',
    employmentType: ['fullTime'],
    baseSalary: { min: 52000, max: 64000, unit: 'year' },
    work: {
      de: [
        {
          ul: [
            'Wartung und Instandsetzung von Funkanlagen, Meldeempfängern und Sendestandorten in Mecklenburg-Vorpommern',
            'Programmierung von Digitalfunkgeräten und Meldeempfängern',
            'Störungsbeseitigung vor Ort bei Feuerwehren und Rettungsdiensten',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Maintenance and repair of radio systems, pagers and transmitter sites in Mecklenburg-Western Pomerania',
            'Programming digital radios and pagers',
            'On-site troubleshooting at fire brigades and rescue services',
          ],
        },
      ],
    },
    profile: {
      de: [
        {
          ul: [
            'Ausbildung im Bereich Elektronik oder Kommunikationstechnik',
            'Erste Erfahrung mit Funktechnik wünschenswert',
            'Selbstständige Arbeitsweise und Kundenorientierung',
            'Führerschein Klasse B',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Vocational training in electronics or communications technology',
            'Initial experience with radio technology is desirable',
            'Independent way of working and customer focus',
            'Driving licence (class B)',
          ],
        },
      ],
    },
    benefits: benefits({
      de: ['Servicefahrzeug mit moderner Messtechnik'],
      en: ['Service vehicle with modern measuring equipment'],
    }),
  },
  {
    name: {
      de: 'Elektroniker*in Fahrzeugausbau Einsatzleitwagen (m/w/d)',
      en: 'Electronics Technician, Command Vehicle Fit-Out (m/f/d)',
    },
    locationId: 1,
    startdate: '2026-10-01',
    enddate: '2027-01-31',
    employmentType: ['workingStudent'],
    baseSalary: { min: 16, unit: 'hour' },
    work: {
      de: [
        {
          ul: [
            'Einbau von Funk-, Navigations- und IT-Technik in Einsatzleitwagen und Gerätewagen',
            'Verkabelung nach Schaltplan und Dokumentation',
            'Funktionsprüfung und Übergabe an die Kundinnen und Kunden',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Installing radio, navigation and IT equipment in command vehicles and equipment trucks',
            'Wiring according to circuit diagrams, and documentation',
            'Functional testing and handover to customers',
          ],
        },
      ],
    },
    profile: {
      de: [
        {
          ul: [
            'Abgeschlossene Ausbildung als Kfz-Mechatroniker*in, Elektroniker*in oder vergleichbar',
            'Erfahrung mit 12/24-Volt-Bordnetzen',
            'Teamgeist und Freude an präziser Arbeit',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Completed training as an automotive mechatronics technician, electronics technician or similar',
            'Experience with 12/24-volt vehicle electrical systems',
            'Team spirit and a passion for precise work',
          ],
        },
      ],
    },
    benefits: benefits(),
    body: {
      de: [
        'Unsere Fahrzeughalle in Greifswald wird 2027 erweitert. Du kannst die Abläufe im neuen Ausbauzentrum von Anfang an mitgestalten.',
      ],
      en: [
        'Our vehicle bay in Greifswald will be expanded in 2027. You can help shape the processes in the new fit-out centre from day one.',
      ],
    },
  },
  {
    name: {
      de: 'IT-Systemadministrator*in (m/w/d)',
      en: 'IT System Administrator (m/f/d)',
    },
    locationId: 3,
    startdate: '2026-10-15',
    employmentType: ['fullTime', 'partTime'],
    work: {
      de: [
        {
          ul: [
            'Betreuung der IT-Infrastruktur unserer Kundinnen und Kunden im Rahmen von Servicemodellen',
            'Patchmanagement, Monitoring und Backup für Leitstellen- und Wachennetze',
            'Umsetzung von Anforderungen aus KRITIS und BSI IT-Grundschutz',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Managing our customers’ IT infrastructure as part of our service models',
            'Patch management, monitoring and backup for control-centre and station networks',
            'Implementing requirements from critical-infrastructure regulation and BSI IT baseline protection',
          ],
        },
      ],
    },
    profile: {
      de: [
        {
          ul: [
            'Ausbildung als Fachinformatiker*in Systemintegration oder Studium',
            'Erfahrung mit VMware oder Hyper-V, Active Directory und Firewalls',
            'Zuverlässigkeit und Verständnis für sicherheitskritische Umgebungen',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Training as an IT specialist for system integration or a degree',
            'Experience with VMware or Hyper-V, Active Directory and firewalls',
            'Reliability and an understanding of safety-critical environments',
          ],
        },
      ],
    },
    benefits: benefits({
      de: ['Zertifizierungen und Fortbildungen auf Firmenkosten'],
      en: ['Certifications and further training at the company’s expense'],
    }),
  },
  {
    name: {
      de: 'Vertriebsingenieur*in Kommunikationstechnik (m/w/d)',
      en: 'Sales Engineer, Communication Technology (m/f/d)',
    },
    locationId: 3,
    startdate: '2026-11-02',
    employmentType: ['fullTime'],
    work: {
      de: [
        {
          ul: [
            'Beratung von Leitstellen, Feuerwehren, Verkehrsbetrieben und Industrie in Nordrhein-Westfalen',
            'Erstellung von Angeboten und Begleitung öffentlicher Ausschreibungen',
            'Präsentation unserer Lösungen auf Messen und Anwendertagen',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Advising control centres, fire brigades, transport operators and industry in North Rhine-Westphalia',
            'Preparing offers and supporting public tenders',
            'Presenting our solutions at trade fairs and user days',
          ],
        },
      ],
    },
    profile: {
      de: [
        {
          ul: [
            'Technisches Studium oder Technikerausbildung mit Vertriebserfahrung',
            'Kenntnisse des Vergaberechts von Vorteil',
            'Kommunikationsstärke und Reisebereitschaft',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Technical degree or technician qualification with sales experience',
            'Knowledge of public procurement law is an advantage',
            'Strong communication skills and willingness to travel',
          ],
        },
      ],
    },
    benefits: benefits({
      de: ['Firmenwagen und attraktive Erfolgsbeteiligung'],
      en: ['Company car and an attractive performance bonus'],
    }),
    body: {
      de: [
        'Du berichtest direkt an unsere Vertriebsleiterin Friederike Haas und arbeitest eng mit den Teams in Barsbüttel und Ludwigsburg zusammen.',
      ],
      en: [
        'You report directly to our Head of Sales, Friederike Haas, and work closely with the teams in Barsbüttel and Ludwigsburg.',
      ],
    },
  },
  {
    name: {
      de: 'Servicetechniker*in Wachenalarmierung (m/w/d)',
      en: 'Service Technician, Station Alerting (m/f/d)',
    },
    locationId: 5,
    startdate: '2026-09-01',
    employmentType: ['fullTime'],
    work: {
      de: [
        {
          ul: [
            'Installation und Wartung von Wachenalarmierungen, Torsteuerungen und Alarmdisplays',
            'Einbau von Einsatznavigation und Funktechnik in Feuerwehrfahrzeuge',
            'Schulung der Gerätewarte vor Ort',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Installation and maintenance of station alerting systems, door controls and alarm displays',
            'Installing mission navigation and radio equipment in fire engines',
            'Training equipment managers on site',
          ],
        },
      ],
    },
    profile: {
      de: [
        {
          ul: [
            'Ausbildung als Elektroniker*in oder Informationselektroniker*in',
            'Freude am Kontakt mit Einsatzkräften',
            'Führerschein Klasse B, gern auch C1',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Training as an electronics technician or information electronics technician',
            'Enjoy working with emergency personnel',
            'Driving licence class B, ideally also C1',
          ],
        },
      ],
    },
    benefits: benefits(),
  },
  {
    // Past its end date: the site no longer lists it and its URL says it is closed.
    name: {
      de: 'Praktikum Funktechnik im Frühjahr 2026 (m/w/d)',
      en: 'Internship in Radio Technology, Spring 2026 (m/f/d)',
    },
    locationId: 3,
    startdate: '2026-02-02',
    enddate: '2026-03-31',
    employmentType: ['internship'],
    work: {
      de: [
        { ul: ['Mitarbeit in der Funkwerkstatt: Prüfen, Programmieren und Reparieren von Handfunkgeräten'] },
      ],
      en: [{ ul: ['Working in the radio workshop: testing, programming and repairing handheld radios'] }],
    },
    profile: {
      de: [{ ul: ['Studium der Elektrotechnik oder Ausbildung zum Elektroniker*in'] }],
      en: [{ ul: ['Studying electrical engineering or training as an electronics technician'] }],
    },
    benefits: benefits(),
  },
]
