import type { Localized } from '../types'

export type SeedSocialLink = { network: 'linkedin' | 'xing' | 'instagram' | 'youtube'; url: string }

/** Legal data and contacts of the (fictional) company: the single source for the `company` global. */
export const company: {
  name: string
  shortName: string
  street: string
  city: string
  managingDirectors: string
  registerCourt: string
  registerNumber: string
  vatId: string
  phone: string
  email: string
  salesPhone: string
  salesEmail: string
  hrPhone: string
  hrEmail: string
  reportingOfficeEmail: string
  privacyOfficer: string
  privacyEmail: string
  filmVideoId: string
  socialLinks: SeedSocialLink[]
} = {
  name: 'Sekundenwerk Kommunikationstechnik GmbH',
  shortName: 'Sekundenwerk',
  street: 'Am Sendemast 7',
  city: '22885 Barsbüttel',
  managingDirectors: 'Dr. Henrike Albers, Jannis Petersen',
  registerCourt: 'Amtsgericht Lübeck',
  registerNumber: 'HRB 12345 HL',
  vatId: 'DE 999 999 999',
  phone: '+49 40 66969100',
  email: 'info@sekundenwerk.example',
  salesPhone: '+49 40 66969200',
  salesEmail: 'vertrieb@sekundenwerk.example',
  hrPhone: '+49 40 66969300',
  hrEmail: 'karriere@sekundenwerk.example',
  reportingOfficeEmail: 'meldestelle@sekundenwerk.example',
  privacyOfficer: 'Dr. Clemens Vogt',
  privacyEmail: 'datenschutz@sekundenwerk.example',
  // Sample ID: editors replace it with the real film's ID.
  filmVideoId: 'Sw1983Film0',
  socialLinks: [
    { network: 'linkedin', url: 'https://www.linkedin.example/company/sekundenwerk' },
    { network: 'xing', url: 'https://www.xing.example/pages/sekundenwerk' },
    { network: 'instagram', url: 'https://www.instagram.example/sekundenwerk' },
    { network: 'youtube', url: 'https://www.youtube.example/@sekundenwerk' },
  ],
}

/** Dismissible banner on every page about the founders' award 2024 (links to the first news item). */
export const awardBanner: { text: Localized; linkText: Localized } = {
  text: {
    de: 'Ausgezeichnet: Sekundenwerk gewinnt den Gründerpreis 2024 in der Kategorie Aufsteiger.',
    en: "Award-winning: Sekundenwerk wins the Founders' Award 2024 in the 'Aufsteiger' (rising star) category.",
  },
  linkText: { de: 'Mehr erfahren', en: 'Read more' },
}

/** Timed promotional popup for the same award (window 10 Sep – 10 Oct 2024 per spec). */
export const popup: { heading: Localized; subline: Localized; linkText: Localized } = {
  heading: { de: 'Gründerpreis 2024', en: "Founders' Award 2024" },
  subline: {
    de: 'Wir sind Preisträger in der Kategorie Aufsteiger!',
    en: "We have won in the 'Aufsteiger' (rising star) category!",
  },
  linkText: { de: 'Zur News', en: 'Read the news' },
}
