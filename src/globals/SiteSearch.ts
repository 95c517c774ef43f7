import type { GlobalConfig, TextFieldSingleValidation } from 'payload'
import { isEditor } from '@/access/roles'
import { revalidateGlobal } from '@/collections/revalidation'
import { MENU_GROUPS } from '@/collections/adminLabels'
import { say } from '@/collections/staffLanguage'
import { splitLocale } from '@/i18n/paths'
import { sitePath } from '@/lib/paths'
import { synonymTerms } from '@/lib/search/settings'

const MESSAGES = {
  terms: {
    de: 'Mindestens zwei Begriffe, durch Kommas getrennt.',
    en: 'At least two terms, separated by commas.',
  },
  target: {
    de: 'Eine Adresse der Website ohne Sprachkürzel und Domain, z. B. /karriere.',
    en: 'An address of the site without language prefix and domain, e.g. /karriere.',
  },
}

const synonymWords: TextFieldSingleValidation = (value, { req }) =>
  synonymTerms(value ?? '').length >= 2 || say(req, MESSAGES.terms)

/** A path of the site as it reads in German (the page's address in every language): no locale prefix. */
const pinTarget: TextFieldSingleValidation = (value, { req }) =>
  (!!value && sitePath(value) === value && splitLocale(value).path === value) || say(req, MESSAGES.target)

/**
 * What editors tune in the site search (issue 59), per language (the admin's content language): synonyms, words
 * that mean the same to a visitor ("Pager" and "Meldeempfänger"), and pinned results (Top-Treffer) that come first
 * for a query. Read by src/data/search/settings.ts; a save is searched within seconds (revalidation tag
 * 'site-search'). The figures dashboard lists what visitors searched for and did not find, to add synonyms for.
 */
export const SiteSearch: GlobalConfig = {
  slug: 'site-search',
  label: { de: 'Website-Suche', en: 'Site search' },
  admin: {
    group: MENU_GROUPS.website,
    description: {
      de: 'Synonyme und Top-Treffer der Suche, je Sprache (oben die Sprache wählen). Was Besucher ohne Treffer suchten, steht unter „Besucherzahlen“.',
      en: 'Synonyms and pinned results of the search, per language (choose the language above). What visitors searched for without results is under “Visitor figures”.',
    },
  },
  access: { read: isEditor, update: isEditor },
  hooks: { afterChange: revalidateGlobal('site-search') },
  fields: [
    {
      name: 'synonyms',
      label: { de: 'Synonyme', en: 'Synonyms' },
      type: 'array',
      localized: true,
      labels: {
        singular: { de: 'Synonymgruppe', en: 'Synonym group' },
        plural: { de: 'Synonymgruppen', en: 'Synonym groups' },
      },
      admin: {
        description: {
          de: 'Jede Zeile: Begriffe, die für Besucher dasselbe bedeuten, durch Kommas getrennt (z. B. „Pager, Meldeempfänger“). Wer einen davon sucht, findet auch die Seiten mit den anderen.',
          en: 'Each row: terms that mean the same to visitors, separated by commas (e.g. “pager, alerting receiver”). Searching for one also finds the pages with the others.',
        },
      },
      fields: [
        {
          name: 'terms',
          label: { de: 'Begriffe', en: 'Terms' },
          type: 'text',
          required: true,
          validate: synonymWords,
        },
      ],
    },
    {
      name: 'pins',
      label: { de: 'Top-Treffer', en: 'Pinned results' },
      type: 'array',
      localized: true,
      labels: {
        singular: { de: 'Top-Treffer', en: 'Pinned result' },
        plural: { de: 'Top-Treffer', en: 'Pinned results' },
      },
      admin: {
        description: {
          de: 'Für genau diese Suchanfrage steht die Seite als erster Treffer (Groß- und Kleinschreibung und Umlaute egal).',
          en: 'For exactly this query the page comes first (case and umlauts do not matter).',
        },
      },
      fields: [
        { name: 'query', label: { de: 'Suchanfrage', en: 'Query' }, type: 'text', required: true },
        {
          name: 'target',
          label: { de: 'Seite', en: 'Page' },
          type: 'text',
          required: true,
          validate: pinTarget,
          admin: {
            description: {
              de: 'Adresse der Seite ohne Sprachkürzel und Domain, z. B. /karriere oder /loesungen/digitale-alarmierung.',
              en: 'The page’s address without language prefix and domain, e.g. /karriere or /loesungen/digitale-alarmierung.',
            },
          },
        },
      ],
    },
  ],
}
