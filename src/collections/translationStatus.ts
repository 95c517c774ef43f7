import type {
  CollectionBeforeChangeHook,
  CollectionConfig,
  Field,
  GlobalBeforeChangeHook,
  GlobalConfig,
} from 'payload'
import { anyone } from '@/access/roles'
import { isLocale } from '@/i18n/routing'
import { translationState, withChanges } from '@/lib/translationStatus'
import {
  namedParts,
  record,
  TRANSLATION_STATE_FIELD,
  TRANSLATION_STATUS_FIELD,
  type Part,
} from '@/lib/translatableParts'
import type { AdminText } from './adminLabels'
import { changeEachCollection } from './fieldTree'

/**
 * Every record and global with texts to translate remembers, per field and language, when its text last changed
 * (src/lib/translationStatus.ts). From that the admin marks an English text older than its German source as
 * _Englisch veraltet_: in lists (src/admin/TranslationStatusCell.tsx), in the edit view's sidebar
 * (TranslationStatusField.tsx) and under each such field, with the German text beside it (GermanOriginal.tsx).
 */
export { TRANSLATION_STATE_FIELD, TRANSLATION_STATUS_FIELD } from '@/lib/translatableParts'

export const TRANSLATION_STATUS_TEXTS = {
  column: { de: 'Übersetzung', en: 'Translation' },
  stale: { de: 'Englisch veraltet', en: 'English out of date' },
  untranslated: { de: 'nicht übersetzt', en: 'not translated' },
  current: { de: 'aktuell', en: 'up to date' },
  staleSince: {
    de: 'Die deutsche Fassung wurde nach der englischen geändert, zuletzt am {date}:',
    en: 'The German version was changed after the English one, last on {date}:',
  },
  staleHint: {
    de: 'Die englischen Felder zeigen den deutschen Text darunter. Nach dem Angleichen speichern – oder hier bestätigen, dass die englische Fassung noch stimmt.',
    en: 'The English fields show the German text below them. Save after updating them – or confirm here that the English version is still right.',
  },
  confirm: { de: 'Englische Fassung ist aktuell', en: 'English version is up to date' },
  confirmed: {
    de: 'Bestätigt – wird mit dem nächsten Speichern übernommen.',
    en: 'Confirmed – takes effect when you save.',
  },
  untranslatedList: { de: 'Noch nicht übersetzt:', en: 'Not yet translated:' },
  allCurrent: { de: 'Die englische Fassung ist aktuell.', en: 'The English version is up to date.' },
  nothingYet: {
    de: 'Noch kein Text: Übersetzt wird, sobald die deutsche Fassung steht.',
    en: 'No text yet: translating starts once the German version is written.',
  },
  changedAfter: {
    de: 'Deutsche Fassung (geändert nach der englischen, am {date})',
    en: 'German version (changed after the English one, on {date})',
  },
} satisfies Record<string, AdminText>

/** Keys that change when an editor merely opens and saves rich text, not when its words change. */
const FORMATTING_KEYS = new Set([
  'direction',
  'format',
  'indent',
  'version',
  'textFormat',
  'textStyle',
  'style',
])

/** A value as text to compare, without rich text's formatting bookkeeping. */
const comparable = (value: unknown) =>
  JSON.stringify(value ?? null, (key, inner) => (FORMATTING_KEYS.has(key) ? undefined : inner))

/** The fields whose text in this language differs between the stored document and the data being saved. */
export function changedParts(
  parts: Part[],
  data: Record<string, unknown>,
  original: Record<string, unknown>,
): string[] {
  return parts
    .filter((part) => part.name in data)
    .filter((part) => comparable(part.pick(data[part.name])) !== comparable(part.pick(original[part.name])))
    .map((part) => part.name)
}

/** Before a save: the fields whose text changed in the language being saved get that language's time. */
function statusHook(fields: Field[]) {
  const parts = namedParts(fields)
  const hook = ({ data, originalDoc, req }: Parameters<GlobalBeforeChangeHook>[0]) => {
    if (!isLocale(req.locale)) return data
    const original = record(originalDoc)
    const changed = changedParts(parts, data, original)
    // An editor's confirmation travels with the form as the field's value; the stored one is the fallback.
    const before = data[TRANSLATION_STATUS_FIELD] ?? original[TRANSLATION_STATUS_FIELD]
    const status =
      changed.length === 0 ? before : withChanges(before, req.locale, changed, new Date().toISOString())
    const state = translationState(status)
    return {
      ...data,
      ...(changed.length > 0 && { [TRANSLATION_STATUS_FIELD]: status }),
      [TRANSLATION_STATE_FIELD]: state === 'unknown' ? null : state,
    }
  }
  return hook as CollectionBeforeChangeHook & GlobalBeforeChangeHook
}

/** The state for the lists' filter (_Englisch veraltet_, _nicht übersetzt_, _aktuell_); the column shows the status. */
const stateField: Field = {
  name: TRANSLATION_STATE_FIELD,
  type: 'select',
  label: TRANSLATION_STATUS_TEXTS.column,
  index: true,
  options: (['stale', 'untranslated', 'current'] as const).map((value) => ({
    value,
    label: TRANSLATION_STATUS_TEXTS[value],
  })),
  admin: {
    disableListColumn: true,
    components: { Field: '/admin/NoField#NoField' },
  },
}

function statusField(fields: Field[]): Field {
  const labels = Object.fromEntries(
    namedParts(fields).flatMap((part) => (part.label ? [[part.name, part.label]] : [])),
  )
  return {
    name: TRANSLATION_STATUS_FIELD,
    type: 'json',
    label: TRANSLATION_STATUS_TEXTS.column,
    admin: {
      position: 'sidebar',
      // Lists filter by the state beside it, which offers its words.
      disableListFilter: true,
      components: {
        Field: {
          path: '/admin/TranslationStatusField#TranslationStatusField',
          clientProps: { labels, texts: TRANSLATION_STATUS_TEXTS },
        },
        Cell: {
          path: '/admin/TranslationStatusCell#TranslationStatusCell',
          clientProps: { texts: TRANSLATION_STATUS_TEXTS },
        },
      },
    },
  }
}

/** The status field and its hook added to a collection or global with texts to translate. */
function withStatus<T extends CollectionConfig | GlobalConfig>(config: T): T {
  if (namedParts(config.fields).length === 0) return config
  const hook = statusHook(config.fields)
  return {
    ...config,
    fields: [...config.fields, statusField(config.fields), stateField],
    hooks: { ...config.hooks, beforeChange: [...(config.hooks?.beforeChange ?? []), hook] },
  }
}

const withStatusColumn = (collection: CollectionConfig): CollectionConfig =>
  collection.fields.some((field) => 'name' in field && field.name === TRANSLATION_STATUS_FIELD) &&
  collection.admin?.defaultColumns
    ? {
        ...collection,
        admin: {
          ...collection.admin,
          defaultColumns: [...collection.admin.defaultColumns, TRANSLATION_STATUS_FIELD],
        },
      }
    : collection

/**
 * A global has no drafts, so a save in German is online in every language at once: its save button asks first
 * (src/admin/GlobalSaveButton.tsx).
 */
function withSaveQuestion(global: GlobalConfig): GlobalConfig {
  // Only what visitors read; HR's mail texts, say, are not shown on the site.
  const shownOnSite = global.access?.read === anyone
  if (
    !shownOnSite ||
    !global.fields.some((field) => 'name' in field && field.name === TRANSLATION_STATUS_FIELD)
  )
    return global
  return {
    ...global,
    admin: {
      ...global.admin,
      components: {
        ...global.admin?.components,
        elements: {
          ...global.admin?.components?.elements,
          SaveButton: '/admin/GlobalSaveButton#GlobalSaveButton',
        },
      },
    },
  }
}

/** Every collection and global with texts to translate keeps its translation status. */
export const translationStatus = changeEachCollection(
  (collection) => withStatusColumn(withStatus(collection)),
  (global) => withSaveQuestion(withStatus(global)),
)
