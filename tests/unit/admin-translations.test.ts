import { describe, expect, it } from 'vitest'
import { de } from '@payloadcms/translations/languages/de'
import { en } from '@payloadcms/translations/languages/en'
import { deepMergeSimple } from 'payload/shared'
import configPromise from '@payload-config'
import { ADMIN_TRANSLATIONS } from '@/collections/adminTranslations'

/**
 * The German admin addresses editors with "Sie", as the site does: Payload's German says "du". The admin reads
 * Payload's texts with the config's laid over them (the rich-text editor's and the SEO plugin's included), so
 * that merge is what is read here.
 */

type Texts = { [key: string]: string | Texts }

function* strings(texts: Texts, path = ''): Generator<[string, string]> {
  for (const [key, value] of Object.entries(texts)) {
    const at = path ? `${path}:${key}` : key
    if (typeof value === 'string') yield [at, value]
    else yield* strings(value, at)
  }
}

async function adminTexts(language: 'de' | 'en'): Promise<Map<string, string>> {
  const config = await configPromise
  const base = (language === 'de' ? de : en).translations as unknown as Texts
  const own = (config.i18n.translations as Record<string, Texts>)[language] ?? {}
  return new Map(strings(deepMergeSimple(base, own)))
}

// "du" and its forms, and the verb forms that go with it in Payload's German.
const INFORMAL =
  /\b(du|dich|dir|dein\w*|bist|hast|kannst|möchtest|willst|erhältst|warst|wirst|wurdest|musst|solltest|siehst|verlässt|fährst|gib|wähle|beginne|drücke|klicke|überprüfe|versuche|speichere|verwerfe|gehe|ändere|kopiere|ignoriere|verifiziere|erstelle|ziehe|entferne|bearbeite|suche)\b/i

// English words that stood in the German admin.
const ENGLISH_IN_GERMAN = /Best Practices|Drag & Drop|\bEnglish\b/

const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{\{\w+\}\}|<\/?\d>/g)].map(([m]) => m))].sort()

const OWN_KEYS = ['plugin-seo:', 'versionsList:', 'restoreLanguages:', 'adminWords:']

describe('the admin in German', () => {
  it('addresses the editor with "Sie" in every text, Payload’s and the plugins’', async () => {
    const informal = [...(await adminTexts('de'))].filter(([, text]) => INFORMAL.test(text))
    expect(informal).toEqual([])
  })

  it('has no English words left', async () => {
    const english = [...(await adminTexts('de'))].filter(([, text]) => ENGLISH_IN_GERMAN.test(text))
    expect(english).toEqual([])
  })

  it('rewrites only texts Payload has, keeping each text’s placeholders', () => {
    const payload = new Map(strings(de.translations as unknown as Texts))
    for (const [key, text] of strings(ADMIN_TRANSLATIONS.de as unknown as Texts)) {
      // The project's own keys: the versions list's columns (src/collections/editedBy.ts), the restore dialog's
      // languages (src/collections/restoreAsDraft.ts).
      if (OWN_KEYS.some((prefix) => key.startsWith(prefix)) || key === 'general:locale') continue
      expect(payload.has(key), key).toBe(true)
      expect(placeholders(text), key).toEqual(placeholders(payload.get(key)!))
    }
  })

  it('names the content languages in the admin’s language', async () => {
    const config = await configPromise
    const locales = config.localization ? config.localization.locales : []
    expect(locales.find(({ code }) => code === 'en')?.label).toEqual({ de: 'Englisch', en: 'English' })
  })

  it('says in both languages that a restored version is a draft and the published one stays online', async () => {
    for (const [language, words] of [
      ['de', /als Entwurf.*veröffentlichte Fassung bleibt auf der Website/],
      ['en', /as a draft.*published version stays on the website/],
    ] as const) {
      const texts = await adminTexts(language)
      expect(texts.get('version:aboutToRestore')).toMatch(words)
      expect(texts.get('version:restoredSuccessfully')).toMatch(/Entwurf|draft/)
    }
  })

  it('says in the restore dialog, in both languages, which languages change', async () => {
    for (const language of ['de', 'en'] as const) {
      const texts = await adminTexts(language)
      for (const key of ['changes', 'keeps', 'changesAll', 'all'])
        expect(texts.get(`restoreLanguages:${key}`), `${language} ${key}`).toBeTruthy()
      expect(texts.get('restoreLanguages:changes')).toContain('{{language}}')
      expect(texts.get('restoreLanguages:keeps')).toContain('{{others}}')
    }
  })
})
