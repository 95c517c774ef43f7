import type { CollectionConfig } from 'payload'
import deCommon from '@/i18n/messages/de/common.json'
import enCommon from '@/i18n/messages/en/common.json'
import type { SOLUTIONS } from '@/lib/paths'

/** A text of the admin in its two interface languages. */
export type AdminText = { de: string; en: string }

/**
 * A collection's names, resolved to the admin's language when Payload builds the browser's config.
 * Payload 3.90.1 puts a collection's singular name unread into the 'Add new …' / 'Edit …' button label of every
 * relationship and upload field (DocumentDrawerToggler), so a `{ de, en }` object there reads 'Add new
 * [object Object]'; a function is called per language and the browser receives a plain string.
 */
export function collectionLabels(singular: AdminText, plural: AdminText): CollectionConfig['labels'] {
  return {
    singular: ({ i18n }) => (i18n.language === 'en' ? singular.en : singular.de),
    plural: ({ i18n }) => (i18n.language === 'en' ? plural.en : plural.de),
  }
}

/** The headings of the admin's menu. */
export const MENU_GROUPS = {
  current: { de: 'Aktuelles', en: 'News and events' },
  careers: { de: 'Karriere', en: 'Careers' },
  references: { de: 'Referenzen', en: 'References' },
  company: { de: 'Unternehmen', en: 'Company' },
  files: { de: 'Dateien', en: 'Files' },
  enquiries: { de: 'Anfragen', en: 'Enquiries' },
  website: { de: 'Website', en: 'Website' },
} satisfies Record<string, AdminText>

/** Field names that many collections share. */
export const LABELS = {
  title: { de: 'Titel', en: 'Title' },
  name: { de: 'Name', en: 'Name' },
  subline: { de: 'Unterzeile', en: 'Subline' },
  date: { de: 'Datum', en: 'Date' },
  startdate: { de: 'Beginn', en: 'Start' },
  enddate: { de: 'Ende', en: 'End' },
  body: { de: 'Text', en: 'Text' },
  image: { de: 'Bild', en: 'Image' },
  logo: { de: 'Logo', en: 'Logo' },
  url: { de: 'Adresse (URL)', en: 'Address (URL)' },
  website: { de: 'Webseite', en: 'Website' },
  order: { de: 'Reihenfolge', en: 'Order' },
  enabled: { de: 'Anzeigen', en: 'Show' },
  link: { de: 'Link', en: 'Link' },
  linkText: { de: 'Linktext', en: 'Link text' },
  street: { de: 'Straße und Hausnummer', en: 'Street and number' },
  city: { de: 'PLZ und Ort', en: 'Postcode and town' },
  phone: { de: 'Telefon', en: 'Phone' },
  email: { de: 'E-Mail', en: 'Email' },
} satisfies Record<string, AdminText>

/** A solution page's name as the site's menu gives it. */
export const solutionName = (slug: (typeof SOLUTIONS)[number]): AdminText => ({
  de: deCommon.menu.items[slug],
  en: enCommon.menu.items[slug],
})

/** Help texts that many collections share. */
export const DESCRIPTIONS = {
  order: {
    de: 'Kleinere Zahlen stehen auf der Website weiter vorn; gleiche Zahlen in beliebiger Folge.',
    en: 'Lower numbers come first on the website; equal numbers in any order.',
  },
  link: {
    de: 'Ziel des Links: eine Adresse der Website (z. B. /aktuelles/news) oder eine vollständige URL mit https://.',
    en: 'Where the link leads: a path of the website (e.g. /en/aktuelles/news) or a full URL with https://.',
  },
  logoLink: {
    de: 'Vollständige URL mit https://; das Logo verlinkt dorthin. Leer: Logo ohne Link.',
    en: 'Full URL with https://; the logo links there. Empty: logo without a link.',
  },
  url: {
    de: 'Lesbarer Teil der Adresse; leer lassen, um ihn aus dem deutschen Titel zu bilden.',
    en: 'Readable part of the address; leave empty to build it from the German title.',
  },
} satisfies Record<string, AdminText>
