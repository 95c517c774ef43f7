import { describe, expect, it } from 'vitest'
import type { Field, SanitizedCollectionConfig, SanitizedGlobalConfig } from 'payload'
import configPromise from '@payload-config'

/**
 * Every label, help text and menu group the admin shows is German and English. Payload fills a missing label
 * with the field name in English words ('Short Body'), so the sanitized config is walked: a plain string is a
 * gap, `{ de, en }` or a translating function (Payload's own fields) is not.
 */

/** Plain-string labels allowed, with the reason: set by a plugin, and the same word in both languages. */
const SAME_IN_BOTH: Record<string, string> = {
  SEO: "the SEO plugin's group of search-engine fields (news, events, jobs, projects)",
}

type Label = unknown
const language = (code: 'de' | 'en') => ({ language: code, fallbackLanguage: 'de', t: (key: string) => key })

/** The label's German and English text, or null when it is not translated. */
function bothLanguages(label: Label): { de: string; en: string } | null {
  if (typeof label === 'function') {
    const read = (code: 'de' | 'en') => label({ i18n: language(code), t: language(code).t }) as unknown
    const [de, en] = [read('de'), read('en')]
    return typeof de === 'string' && typeof en === 'string' && de && en ? { de, en } : null
  }
  if (label && typeof label === 'object' && 'de' in label && 'en' in label) {
    const { de, en } = label as { de: unknown; en: unknown }
    return typeof de === 'string' && typeof en === 'string' && de && en ? { de, en } : null
  }
  return null
}

function gapsOfFields(fields: Field[], at: string, gaps: string[]) {
  const check = (what: string, label: Label) => {
    const exception = typeof label === 'string' && label in SAME_IN_BOTH
    if (!bothLanguages(label) && !exception) gaps.push(`${what}: ${JSON.stringify(label)}`)
  }
  for (const field of fields) {
    const admin = (
      field as {
        admin?: { hidden?: boolean; disabled?: boolean; description?: unknown; components?: unknown }
      }
    ).admin
    // Hidden and disabled fields (Payload's sessions) are never on screen; `ui` fields draw themselves.
    const hidden =
      admin?.hidden === true || admin?.disabled === true || (field as { hidden?: boolean }).hidden
    if (hidden === true || field.type === 'ui') continue
    const name = 'name' in field ? field.name : field.type
    const path = `${at}.${name}`
    if (typeof admin?.description === 'string') gaps.push(`${path} (description): ${admin.description}`)
    if (field.type === 'row' || field.type === 'collapsible') {
      if (field.type === 'collapsible') check(`${path} (collapsible)`, field.label)
      gapsOfFields(field.fields, path, gaps)
      continue
    }
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        const tabPath = `${path}.${'name' in tab ? tab.name : String(tab.label)}`
        check(`${tabPath} (tab)`, tab.label)
        const tabDescription = tab.admin?.description ?? tab.description
        if (typeof tabDescription === 'string') gaps.push(`${tabPath} (tab description)`)
        gapsOfFields(tab.fields, tabPath, gaps)
      }
      continue
    }
    check(path, 'label' in field ? field.label : undefined)
    if (field.type === 'array' || field.type === 'blocks') {
      check(`${path} (row, singular)`, field.labels?.singular)
      check(`${path} (rows, plural)`, field.labels?.plural)
    }
    if (field.type === 'select' || field.type === 'radio') {
      for (const option of field.options) {
        if (typeof option === 'string') gaps.push(`${path} (option ${option}): no label`)
        else check(`${path} (option ${option.value})`, option.label)
      }
    }
    if (field.type === 'blocks') {
      for (const block of field.blocks) {
        check(`${path}.${block.slug} (block, singular)`, block.labels?.singular)
        check(`${path}.${block.slug} (block, plural)`, block.labels?.plural)
        gapsOfFields(block.fields, `${path}.${block.slug}`, gaps)
      }
    }
    if ('fields' in field) gapsOfFields(field.fields, path, gaps)
  }
}

function gapsOfEntity(entity: SanitizedCollectionConfig | SanitizedGlobalConfig, gaps: string[]) {
  const slug = entity.slug
  if ('labels' in entity) {
    if (!bothLanguages(entity.labels.singular))
      gaps.push(`${slug} (singular): ${JSON.stringify(entity.labels.singular)}`)
    if (!bothLanguages(entity.labels.plural))
      gaps.push(`${slug} (plural): ${JSON.stringify(entity.labels.plural)}`)
  } else if (!bothLanguages(entity.label)) gaps.push(`${slug} (label): ${JSON.stringify(entity.label)}`)
  const admin = entity.admin as { group?: unknown; description?: unknown; hidden?: unknown }
  if (admin.group !== undefined && admin.group !== false && !bothLanguages(admin.group))
    gaps.push(`${slug} (menu group): ${JSON.stringify(admin.group)}`)
  if (typeof admin.description === 'string') gaps.push(`${slug} (description): ${admin.description}`)
  gapsOfFields(entity.fields, slug, gaps)
}

describe('admin labels', () => {
  it('name every collection, global, field, option, group, tab and row in German and English', async () => {
    const config = await configPromise
    const gaps: string[] = []
    // Entities hidden from everybody never appear: Payload's own (jobs, preferences, migrations, locks) and the
    // office's key vault.
    const shown = <T extends { admin: { hidden?: unknown } }>(entity: T) => entity.admin.hidden !== true
    for (const collection of config.collections.filter(shown)) {
      gapsOfEntity(collection, gaps)
    }
    for (const global of config.globals.filter(shown)) gapsOfEntity(global, gaps)
    expect(gaps).toEqual([])
  })

  it('give the browser collection and field names as text in the admin language, never a { de, en } object', async () => {
    // Payload 3.90.1 puts some names unread into button labels ('Add new [object Object]', 'Sort by [object
    // Object]'); a function is resolved to the admin language before the config reaches the browser.
    const config = await configPromise
    const objects: string[] = []
    const isObject = (label: unknown) => typeof label === 'object' && label !== null
    const walk = (fields: Field[], at: string) => {
      for (const field of fields) {
        const path = `${at}.${'name' in field ? field.name : field.type}`
        // A field drawn by a component of its own (the SEO plugin's) translates its label itself.
        const drawsItself = Boolean(
          (field.admin as { components?: { Field?: unknown } } | undefined)?.components?.Field,
        )
        if ('label' in field && isObject(field.label) && !drawsItself) objects.push(path)
        if ('labels' in field && (isObject(field.labels?.singular) || isObject(field.labels?.plural)))
          objects.push(`${path} (rows)`)
        if ('fields' in field) walk(field.fields, path)
        if (field.type === 'tabs') for (const tab of field.tabs) walk(tab.fields, path)
      }
    }
    for (const collection of config.collections) {
      if (isObject(collection.labels.singular) || isObject(collection.labels.plural))
        objects.push(collection.slug)
      walk(collection.fields, collection.slug)
    }
    for (const global of config.globals) walk(global.fields, global.slug)
    expect(objects).toEqual([])
  })

  it('name the content-language switch differently from the admin’s own language, in both languages', async () => {
    const { i18n } = await configPromise
    for (const code of ['de', 'en'] as const) {
      const general = (i18n.translations[code] as { general: Record<string, string> }).general
      expect(general.locale, code).toBeTruthy()
      expect(general.locale, code).not.toBe(general.language)
    }
  })
})
