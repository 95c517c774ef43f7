import { defaultLocale, locales, type Locale } from '@/i18n/routing'

/**
 * When each language's text of a record's (or global's) translatable parts last changed: per top-level field,
 * per language, an ISO time. German is the source; a translation older than its German text is stale.
 */
export type TranslationStatus = Record<string, Partial<Record<Locale, string>>>

const translations = locales.filter((locale) => locale !== defaultLocale)

/**
 * The status after the texts of `changedFields` were changed in `locale` at `at` (or, for a translation, after
 * an editor checked them against the German text and found them current).
 */
export function withChanges(
  status: unknown,
  locale: Locale,
  changedFields: string[],
  at: string,
): TranslationStatus {
  const next: TranslationStatus = { ...(isStatus(status) ? status : {}) }
  for (const field of changedFields) next[field] = { ...next[field], [locale]: at }
  return next
}

/** Fields whose translation into `locale` is older than their German text. */
export function staleFields(status: unknown, locale: Locale): string[] {
  if (!isStatus(status)) return []
  return Object.entries(status)
    .filter(([, times]) => {
      const source = times[defaultLocale]
      const translation = times[locale]
      return Boolean(source && translation && translation < source)
    })
    .map(([field]) => field)
}

/** Fields with a German text that were never written in `locale`. */
export function untranslatedFields(status: unknown, locale: Locale): string[] {
  if (!isStatus(status)) return []
  return Object.entries(status)
    .filter(([, times]) => Boolean(times[defaultLocale]) && !times[locale])
    .map(([field]) => field)
}

/** When the German text of `fields` last changed: the latest of their times. */
export function sourceChangedAt(status: unknown, fields: string[]): string | undefined {
  if (!isStatus(status)) return undefined
  return fields
    .map((field) => status[field]?.[defaultLocale])
    .filter((at): at is string => Boolean(at))
    .sort()
    .at(-1)
}

export type TranslationState = 'stale' | 'untranslated' | 'current' | 'unknown'

/** One word for a list: the worst state over every translation. */
export function translationState(status: unknown): TranslationState {
  if (!isStatus(status) || Object.keys(status).length === 0) return 'unknown'
  if (translations.some((locale) => staleFields(status, locale).length > 0)) return 'stale'
  const written = Object.values(status).some((times) => translations.some((locale) => times[locale]))
  return written ? 'current' : 'untranslated'
}

export function isStatus(value: unknown): value is TranslationStatus {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
