import type { SeedTeamMember } from '../types'

/** Team members; the nine with onHome appear in the home-page grid, all twelve on the team page. */
export const team: SeedTeamMember[] = [
  {
    name: 'Dr. Henrike Albers',
    position: { de: 'Geschäftsführerin', en: 'Managing Director' },
    onHome: true,
  },
  {
    name: 'Jannis Petersen',
    position: { de: 'Geschäftsführer Technik', en: 'Managing Director, Technology' },
    onHome: true,
  },
  {
    name: 'Merle Sörensen',
    position: { de: 'Leiterin Projektmanagement', en: 'Head of Project Management' },
    onHome: true,
  },
  {
    name: 'Friederike Haas',
    position: { de: 'Leiterin Vertrieb', en: 'Head of Sales' },
    onHome: true,
  },
  {
    name: 'Tobias Wendland',
    position: { de: 'Teamleiter Leitsysteme', en: 'Team Lead, Control-Centre Systems' },
    onHome: true,
  },
  {
    name: 'Aylin Demir',
    position: { de: 'Projektleiterin Digitalfunk', en: 'Project Manager, Digital Radio' },
    onHome: true,
  },
  {
    name: 'Kai-Uwe Brandt',
    position: { de: 'Leiter Werkstatt und Fahrzeugausbau', en: 'Head of Workshop and Vehicle Fit-Out' },
    onHome: true,
  },
  {
    name: 'Sophie Lindqvist',
    position: { de: 'Softwareentwicklerin Einsatznavigation', en: 'Software Developer, Mission Navigation' },
    onHome: true,
  },
  {
    name: 'Marek Nowicki',
    position: { de: 'Spezialist Digitale Alarmierung', en: 'Digital Alerting Specialist' },
    onHome: true,
  },
  {
    name: 'Ole Carstensen',
    position: { de: 'Systemadministrator IT-Services', en: 'System Administrator, IT Services' },
    onHome: false,
  },
  {
    name: 'Lena Hoffmeister',
    position: { de: 'Personal und Ausbildung', en: 'HR and Apprenticeships' },
    onHome: false,
  },
  {
    name: 'Benedikt Kraus',
    position: { de: 'Niederlassungsleiter Ludwigsburg', en: 'Branch Manager, Ludwigsburg' },
    onHome: false,
  },
]
