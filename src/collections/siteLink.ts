import { staffLanguage } from '@/lib/staffLanguages'
import type { Field, RelationshipFieldSingleValidation, TextFieldSingleValidation } from 'payload'
import { LINK_KINDS, linkProblem, type LinkKind } from '@/lib/linkTargets'
import { RECORD_COLLECTIONS } from '@/lib/paths'
import { LABELS, type AdminText } from './adminLabels'
import { LINK_TARGET_MESSAGE } from './linkTargets'

const KIND_LABELS: Record<LinkKind, AdminText> = {
  page: { de: 'Seite der Website', en: 'Page of the website' },
  record: { de: 'News, Termin, Stelle oder Projekt', en: 'News item, event, job or project' },
  external: {
    de: 'Adresse außerhalb (https, E-Mail, Telefon)',
    en: 'Address elsewhere (https, e-mail, phone)',
  },
}

const MESSAGES = {
  notAllowed: LINK_TARGET_MESSAGE,
  notAPage: {
    de: 'Diese Seite gibt es auf der Website nicht. Erlaubt sind Seiten wie /kontakt oder /ueber-uns/team; für News, Termine, Stellen und Projekte wählen Sie oben „News, Termin, Stelle oder Projekt“.',
    en: 'The website has no such page. Pages like /kontakt or /ueber-uns/team are allowed; for news, events, jobs and projects choose “News item, event, job or project” above.',
  },
  notExternal: {
    de: 'Eine Adresse außerhalb beginnt mit https://, mailto: oder tel:. Für eine Seite der Website wählen Sie oben „Seite der Website“.',
    en: 'An address elsewhere starts with https://, mailto: or tel:. For a page of the website choose “Page of the website” above.',
  },
  missing: { de: 'Bitte ein Ziel angeben.', en: 'Please give a target.' },
  missingRecord: { de: 'Bitte einen Eintrag wählen.', en: 'Please choose an entry.' },
} satisfies Record<string, AdminText>

type Sibling = { linkKind?: LinkKind | null }

function say(text: AdminText, language: string | undefined): string {
  return text[staffLanguage(language)]
}

const typedTarget: TextFieldSingleValidation = (value, { siblingData, req }) => {
  const kind = (siblingData as Sibling).linkKind
  if (!value) return kind === 'page' || kind === 'external' ? say(MESSAGES.missing, req.i18n?.language) : true
  const problem = linkProblem(kind, value)
  return problem ? say(MESSAGES[problem], req.i18n?.language) : true
}

const chosenRecord: RelationshipFieldSingleValidation = (value, { siblingData, req }) =>
  (siblingData as Sibling).linkKind !== 'record' ||
  Boolean(value) ||
  say(MESSAGES.missingRecord, req.i18n?.language)

/**
 * A link of a global (popup, award banner): a page of the site typed as its path and checked against the site's
 * pages, a record chosen from a list (the link follows its address and is left out while the record is offline:
 * src/data/siteLinks.ts), or an address elsewhere. Saved without a kind (before the choice existed), the text is
 * read as before.
 */
export function siteLinkFields(): Field[] {
  return [
    {
      name: 'linkKind',
      label: { de: 'Der Link führt zu', en: 'The link leads to' },
      type: 'radio',
      options: LINK_KINDS.map((value) => ({ value, label: KIND_LABELS[value] })),
      admin: { layout: 'horizontal' },
    },
    {
      name: 'linkRecord',
      label: { de: 'Eintrag', en: 'Entry' },
      type: 'relationship',
      relationTo: [...RECORD_COLLECTIONS],
      validate: chosenRecord,
      admin: {
        condition: (_, sibling) => (sibling as Sibling).linkKind === 'record',
        description: {
          de: 'Aus der Liste wählen. Der Link folgt der Adresse des Eintrags; solange er nicht veröffentlicht ist, zeigt die Website keinen Link.',
          en: 'Choose from the list. The link follows the entry’s address; while it is not published, the website shows no link.',
        },
      },
    },
    {
      name: 'link',
      label: LABELS.link,
      type: 'text',
      validate: typedTarget,
      admin: {
        condition: (_, sibling) => (sibling as Sibling).linkKind !== 'record',
        description: {
          de: 'Seite der Website als Pfad (z. B. /kontakt, gilt für jede Sprache) oder eine Adresse außerhalb mit https://.',
          en: 'A page of the website as its path (e.g. /kontakt, for every language) or an address elsewhere with https://.',
        },
      },
    },
  ]
}
