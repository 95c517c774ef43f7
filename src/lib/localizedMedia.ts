import { defaultLocale, type Locale } from '@/i18n/routing'

/**
 * Name of a picture's variant for a language, for pictures with words in them (certificates, awards):
 * `certificate-2.webp` is the German picture, `certificate-2.en.webp` the English one. The default
 * language's picture has no suffix, so any picture without a variant serves every language.
 */
export function localizedFilename(filename: string, locale: Locale): string {
  if (locale === defaultLocale) return filename
  const dot = filename.lastIndexOf('.')
  return dot > 0 ? `${filename.slice(0, dot)}.${locale}${filename.slice(dot)}` : `${filename}.${locale}`
}
