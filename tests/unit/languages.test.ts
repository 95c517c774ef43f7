import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { defaultLocale, LANGUAGES, locales, otherLocales } from '@/i18n/routing'

/**
 * The site's languages are defined once (src/i18n/routing.ts); everything else derives from that table. These
 * tests fail when a place names the languages itself, where adding a third language would silently miss it.
 */

const ROOT = path.resolve(__dirname, '../..')
const codes = locales.join('|')
const quoted = `(['"])(?:${codes})\\1`

/**
 * A list of language codes written out: `['de', 'en']`, `'de' | 'en'`, a toggle `=== 'de' ? 'en' : 'de'`, or a
 * select field's options `{ value: 'de', … }`.
 */
const HARD_CODED = [
  new RegExp(`${quoted}\\s*,\\s*${quoted.replace('\\1', '\\2')}`),
  new RegExp(`${quoted}\\s*\\|\\s*${quoted.replace('\\1', '\\2')}`),
  new RegExp(`===\\s*${quoted}\\s*\\?\\s*${quoted.replace('\\1', '\\2')}\\s*:`),
  /['"](?:de_DE|en_GB|en_US)['"]/,
  new RegExp(`value:\\s*${quoted}`),
]

/**
 * Files that may name languages: the table itself, generated code (Payload's types, migrations, which record the
 * schema as it was), the sample content (written in German and English), and the back office's components, which
 * speak the admin's interface languages (German and English), not the site's.
 */
const ALLOWED = [
  'src/i18n/routing.ts',
  // The back office's own languages (Payload's admin), not the site's.
  'src/lib/staffLanguages.ts',
  'src/payload-types.ts',
  'src/migrations/',
  'src/seed/',
  'src/admin/',
]

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`
    if (entry.isDirectory()) return sourceFiles(file)
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) ? [file] : []
  })
}

function hardCodedLanguageLists(file: string): string[] {
  return fs
    .readFileSync(path.join(ROOT, file), 'utf8')
    .split('\n')
    .flatMap((line, index) =>
      HARD_CODED.some((pattern) => pattern.test(line)) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
    )
}

describe('the site’s languages', () => {
  it('are written out in one module only: no source file lists them itself', () => {
    const found = sourceFiles('src')
      .filter((file) => !ALLOWED.some((allowed) => file.startsWith(allowed)))
      .flatMap(hardCodedLanguageLists)
    expect(found).toEqual([])
  })

  it('would be caught written out as a list, a union type, a toggle or an Open Graph locale', () => {
    const samples = [
      "export const langSchema = z.enum(['de', 'en'])",
      "type Language = 'de' | 'en'",
      "const other = locale === 'de' ? 'en' : 'de'",
      "locale: locale === 'de' ? 'de_DE' : 'en_GB',",
      "        { value: 'en', label: { de: 'Englisch', en: 'English' } },",
    ]
    for (const sample of samples)
      expect(
        HARD_CODED.some((pattern) => pattern.test(sample)),
        sample,
      ).toBe(true)
    expect(HARD_CODED.some((pattern) => pattern.test("const locale = 'de'"))).toBe(false)
  })

  it('decide the proxy’s whistleblower rules: every language prefix is left out of logs and caches', () => {
    const config = fs.readFileSync(path.join(ROOT, 'deploy/nginx/sekundenwerk.conf'), 'utf8')
    // Each rule as nginx reads it (its regular expressions read the same in JavaScript).
    const rules = [...config.matchAll(/\^\/[^\s;{]*hinweisgeberschutz/g)].map(([rule]) => new RegExp(rule))
    expect(rules.length).toBeGreaterThanOrEqual(3)
    for (const rule of rules) {
      expect('/hinweisgeberschutz', String(rule)).toMatch(rule)
      for (const locale of otherLocales(defaultLocale))
        expect(`/${locale}/hinweisgeberschutz`, String(rule)).toMatch(rule)
      for (const other of ['/xx/hinweisgeberschutz', `/${otherLocales(defaultLocale)[0]}hinweisgeberschutz`])
        expect(other, String(rule)).not.toMatch(rule)
    }
  })

  it('each have what the site needs of them, and German is the default', () => {
    expect(defaultLocale).toBe('de')
    for (const locale of locales) {
      expect(new Intl.DateTimeFormat(LANGUAGES[locale].tag).resolvedOptions().locale).toBe(
        LANGUAGES[locale].tag,
      )
      expect(LANGUAGES[locale].ogLocale).toMatch(/^[a-z]{2}_[A-Z]{2}$/)
      expect(LANGUAGES[locale].name).not.toBe('')
    }
  })
})
