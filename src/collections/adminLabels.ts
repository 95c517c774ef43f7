import type { Field, LabelFunction } from 'payload'
import deCommon from '@/i18n/messages/de/common.json'
import enCommon from '@/i18n/messages/en/common.json'
import { LANGUAGES, locales } from '@/i18n/routing'
import type { AboutPage, Solution } from '@/lib/paths'
import { changeEachCollection, mapFields } from './fieldTree'
import { staffLanguage } from '@/lib/staffLanguages'

/** A text of the admin in its two interface languages. */
export type AdminText = { de: string; en: string }

const isAdminText = (value: unknown): value is AdminText =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AdminText).de === 'string' &&
  typeof (value as AdminText).en === 'string'

/** The `{ de, en }` text as a function of the admin language; any other label is left as it is. */
function inAdminLanguage<T>(label: T): T | LabelFunction {
  return isAdminText(label) ? ({ i18n }) => label[staffLanguage(i18n.language)] : label
}

type Names = { singular?: unknown; plural?: unknown } | undefined
const namesInAdminLanguage = <T extends Names>(labels: T): T =>
  (labels && {
    ...labels,
    singular: inAdminLanguage(labels.singular),
    plural: inAdminLanguage(labels.plural),
  }) as T

/** A field drawn by a component of its own (the SEO plugin's): it translates its `{ de, en }` label itself. */
const drawsItself = (field: Field) =>
  Boolean((field.admin as { components?: { Field?: unknown } } | undefined)?.components?.Field)

// A tab's own `{ de, en }` label is read by Payload's tab bar; mapFields changes only the fields inside it.
const fieldsInAdminLanguage = (fields: Field[]): Field[] =>
  mapFields(fields, (field) => {
    const named = { ...field } as Field & { label?: unknown; labels?: Names }
    if ('label' in named && !drawsItself(field)) named.label = inAdminLanguage(named.label)
    if ('labels' in named) named.labels = namesInAdminLanguage(named.labels)
    return named
  })

/**
 * Collection, field and array-row names reach the browser as text in the admin language. Payload 3.90.1 resolves
 * a label function per language when it builds the browser's config, but passes a `{ de, en }` object unread
 * into some button labels: 'Add new [object Object]' on relationship fields (DocumentDrawerToggler), 'Sort by
 * [object Object]' on list columns (SortColumn), 'Create new [object Object]' on the dashboard. The configs
 * keep writing `{ de, en }`; this plugin, run last, turns those names into functions.
 */
export const adminNamesAsText = changeEachCollection(
  (collection) => ({
    ...collection,
    labels: namesInAdminLanguage(collection.labels),
    fields: fieldsInAdminLanguage(collection.fields),
  }),
  (global) => ({ ...global, fields: fieldsInAdminLanguage(global.fields) }),
)

/** The headings of the admin's menu. */
export const MENU_GROUPS = {
  current: { de: 'Aktuelles', en: 'News and events' },
  careers: { de: 'Karriere', en: 'Careers' },
  references: { de: 'Referenzen', en: 'References' },
  company: { de: 'Unternehmen', en: 'Company' },
  files: { de: 'Dateien', en: 'Files' },
  enquiries: { de: 'Anfragen', en: 'Enquiries' },
  website: { de: 'Website', en: 'Website' },
  administration: { de: 'Verwaltung', en: 'Administration' },
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

/** A solution or about-us page's name as the site's menu gives it. */
export const pageName = (slug: Solution | AboutPage): AdminText => ({
  de: deCommon.menu.items[slug],
  en: enCommon.menu.items[slug],
})

/** Help texts that many collections share. */
export const DESCRIPTIONS = {
  order: {
    de: 'Kleinere Zahlen stehen auf der Website weiter vorn; gleiche Zahlen in beliebiger Folge.',
    en: 'Lower numbers come first on the website; equal numbers in any order.',
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

/** The site's languages as a select field's options, named in the admin's language (a visitor's or applicant's). */
export const LANGUAGE_OPTIONS = locales.map((value) => ({ value, label: { ...LANGUAGES[value].adminLabel } }))
