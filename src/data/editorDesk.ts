import { cache } from 'react'
import type { CollectionSlug, Field, GlobalSlug, Payload, Where } from 'payload'
import { EDITED_BY, EDITED_BY_NAME, EDITED_LOCALE } from '@/lib/editedByFields'
import { namedParts, TRANSLATION_STATE_FIELD, TRANSLATION_STATUS_FIELD } from '@/lib/translatableParts'
import { isLocale, locales, defaultLocale, type Locale } from '@/i18n/routing'
import { sourceChangedAt, staleFields, translationState, untranslatedFields } from '@/lib/translationStatus'
import type { StaffLanguage } from '@/lib/staffLanguages'
import { payloadClient } from './payload'

/** A record or global the dashboard and the translation overview name, with where it is edited. */
export type DeskEntry = {
  kind: 'collection' | 'global'
  slug: string
  /** The collection's or global's name in the admin's language. */
  group: string
  id: number | null
  title: string
  updatedAt: string
  editedByName: string | null
  editedLocale: Locale | null
  status: 'draft' | 'published' | null
}

/** A record or global whose translation is missing or older than its German text. */
export type TranslationGap = DeskEntry & {
  state: 'stale' | 'untranslated'
  /** The fields concerned, by their labels, per translation. */
  fields: string[]
  /** When the German text of the stale fields last changed. */
  germanChangedAt: string | null
}

type Doc = Record<string, unknown> & { id: number; updatedAt: string }

const hasField = (fields: Field[], name: string) => fields.some((field) => 'name' in field && field.name === name)

const nameOf = (label: unknown, language: StaffLanguage, fallback: string): string => {
  if (typeof label === 'string') return label
  if (typeof label === 'function') {
    try {
      const text = (label as (args: unknown) => unknown)({ i18n: { language }, t: (key: string) => key })
      if (typeof text === 'string') return text
    } catch {
      // A name that needs more than the language: the slug serves.
    }
  }
  if (label && typeof label === 'object') {
    const text = (label as Record<string, unknown>)[language]
    if (typeof text === 'string') return text
  }
  return fallback
}

/** The editors' collections and globals that keep who edited them (src/collections/editedBy.ts). */
function contentEntities(payload: Payload) {
  return {
    collections: payload.config.collections.filter((collection) => hasField(collection.fields, EDITED_BY)),
    globals: payload.config.globals.filter((global) => hasField(global.fields, EDITED_BY)),
  }
}

function entry(
  payload: Payload,
  kind: DeskEntry['kind'],
  slug: string,
  doc: Doc,
  language: StaffLanguage,
): DeskEntry {
  if (kind === 'global') {
    const config = payload.config.globals.find((global) => global.slug === slug)!
    return {
      ...facts(doc),
      kind,
      slug,
      group: nameOf(config.label, language, slug),
      id: null,
      title: nameOf(config.label, language, slug),
    }
  }
  const config = payload.collections[slug as CollectionSlug].config
  const titleField = config.admin?.useAsTitle ?? 'id'
  const title = doc[titleField]
  return {
    ...facts(doc),
    kind,
    slug,
    group: nameOf(config.labels?.plural, language, slug),
    id: doc.id,
    title: typeof title === 'string' && title ? title : String(doc.id),
  }
}

function facts(doc: Doc): Pick<DeskEntry, 'updatedAt' | 'editedByName' | 'editedLocale' | 'status'> {
  const locale = doc[EDITED_LOCALE]
  const status = doc._status
  return {
    updatedAt: doc.updatedAt,
    editedByName: (doc[EDITED_BY_NAME] as string | null | undefined) ?? null,
    editedLocale: isLocale(locale) ? locale : null,
    status: status === 'draft' || status === 'published' ? status : null,
  }
}

const hasDrafts = (payload: Payload, slug: string) => {
  const versions = payload.collections[slug as CollectionSlug]?.config.versions
  return typeof versions === 'object' && Boolean(versions?.drafts)
}

/** The field labels of a collection's or global's translatable parts, by name, in the admin's language. */
function labelsOf(fields: Field[], language: StaffLanguage): Map<string, string> {
  const labels = new Map<string, string>()
  const walk = (list: Field[]) => {
    for (const field of list) {
      if ('name' in field && !labels.has(field.name))
        labels.set(field.name, nameOf('label' in field ? field.label : undefined, language, field.name))
      if (field.type === 'tabs')
        for (const tab of field.tabs)
          if ('name' in tab && tab.name) labels.set(tab.name, nameOf(tab.label, language, tab.name))
          else walk(tab.fields)
      else if (!('name' in field) && 'fields' in field) walk(field.fields)
    }
  }
  walk(fields)
  return new Map(namedParts(fields).map((part) => [part.name, labels.get(part.name) ?? part.name]))
}

function gap(base: DeskEntry, doc: Doc, fields: Field[], language: StaffLanguage): TranslationGap | null {
  const status = doc[TRANSLATION_STATUS_FIELD]
  const state = translationState(status)
  if (state !== 'stale' && state !== 'untranslated') return null
  const labels = labelsOf(fields, language)
  const translations = locales.filter((locale) => locale !== defaultLocale)
  const concerned = translations.flatMap((locale) =>
    state === 'stale' ? staleFields(status, locale) : untranslatedFields(status, locale),
  )
  const names = [...new Set(concerned)].map((name) => labels.get(name) ?? name)
  const stale = translations.flatMap((locale) => staleFields(status, locale))
  return { ...base, state, fields: names, germanChangedAt: sourceChangedAt(status, stale) ?? null }
}

/**
 * Every record and global whose other language is missing or older than its German text, newest change first:
 * the translation overview (/admin/uebersetzungen) and the dashboard's count. Records in the trash are left out;
 * of records with drafts, the newest version counts, as in the lists.
 */
export const translationGaps = cache(async (language: StaffLanguage): Promise<TranslationGap[]> => {
  const payload = await payloadClient()
  const gaps: TranslationGap[] = []
  const { collections, globals } = contentEntities(payload)
  for (const collection of collections) {
    if (!hasField(collection.fields, TRANSLATION_STATE_FIELD)) continue
    const { docs } = await payload.find({
      collection: collection.slug as CollectionSlug,
      where: { [TRANSLATION_STATE_FIELD]: { in: ['stale', 'untranslated'] } },
      draft: hasDrafts(payload, collection.slug),
      locale: defaultLocale,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    for (const doc of docs as unknown as Doc[]) {
      const found = gap(entry(payload, 'collection', collection.slug, doc, language), doc, collection.fields, language)
      if (found) gaps.push(found)
    }
  }
  for (const global of globals) {
    if (!hasField(global.fields, TRANSLATION_STATE_FIELD)) continue
    const doc = (await payload.findGlobal({
      slug: global.slug as GlobalSlug,
      locale: defaultLocale,
      depth: 0,
      overrideAccess: true,
      draft: Boolean(typeof global.versions === 'object' && global.versions?.drafts),
    })) as unknown as Doc
    const found = gap(entry(payload, 'global', global.slug, doc, language), doc, global.fields, language)
    if (found) gaps.push(found)
  }
  return gaps.sort((a, b) => (b.germanChangedAt ?? b.updatedAt).localeCompare(a.germanChangedAt ?? a.updatedAt))
})

/** The newest versions (drafts included) of the editors' records matching `where`, newest first. */
async function newest(where: Where, language: StaffLanguage, limit: number, draftsOnly = false) {
  const payload = await payloadClient()
  const { collections } = contentEntities(payload)
  const found: DeskEntry[] = []
  for (const collection of collections) {
    const drafts = hasDrafts(payload, collection.slug)
    if (draftsOnly && !drafts) continue
    const { docs } = await payload.find({
      collection: collection.slug as CollectionSlug,
      where,
      draft: drafts,
      locale: defaultLocale,
      sort: '-updatedAt',
      limit,
      depth: 0,
      overrideAccess: true,
    })
    for (const doc of docs as unknown as Doc[]) found.push(entry(payload, 'collection', collection.slug, doc, language))
  }
  return found.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)).slice(0, limit)
}

/** The drafts (new records, or changes not yet published) whose newest version the user made. */
export function myDrafts(userId: number, language: StaffLanguage, limit = 10): Promise<DeskEntry[]> {
  return newest(
    { and: [{ _status: { equals: 'draft' } }, { [EDITED_BY]: { equals: userId } }] },
    language,
    limit,
    true,
  )
}

/** The latest changes others made to the editors' records and globals, newest first. */
export async function changesByOthers(userId: number, language: StaffLanguage, limit = 10): Promise<DeskEntry[]> {
  const payload = await payloadClient()
  const records = await newest(
    { and: [{ [EDITED_BY]: { exists: true } }, { [EDITED_BY]: { not_equals: userId } }] },
    language,
    limit,
  )
  const globals: DeskEntry[] = []
  for (const global of contentEntities(payload).globals) {
    const doc = (await payload.findGlobal({
      slug: global.slug as GlobalSlug,
      depth: 0,
      overrideAccess: true,
      draft: Boolean(typeof global.versions === 'object' && global.versions?.drafts),
    })) as unknown as Doc
    const by = doc[EDITED_BY]
    if (by !== null && by !== undefined && Number(by) !== userId)
      globals.push(entry(payload, 'global', global.slug, doc, language))
  }
  return [...records, ...globals].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)).slice(0, limit)
}

/** Where an entry is edited in the admin. */
export const adminPath = (admin: string, item: Pick<DeskEntry, 'kind' | 'slug' | 'id'>) =>
  item.kind === 'global' ? `${admin}/globals/${item.slug}` : `${admin}/collections/${item.slug}/${item.id}`
