import { de, en } from '@/i18n/messages'
import { METADATA_KINDS, type MetadataKind } from '@/lib/uploads/metadata/scrubber'
import type { StaffLanguage } from '@/lib/staffLanguages'

const WORDS = { de: de.whistleblower.files.kinds, en: en.whistleblower.files.kinds } as const

const isKind = (value: string): value is MetadataKind => (METADATA_KINDS as readonly string[]).includes(value)

/**
 * What metadata was removed from a file, in words (the reporter reads the same on the website): "EXIF (Kamera,
 * Seriennummer, Aufnahmezeit, GPS-Position); Autor und Dokumenteigenschaften", not the stored codes.
 */
export function removedInWords(kinds: readonly string[], language: StaffLanguage): string {
  return kinds.map((kind) => (isKind(kind) ? WORDS[language][kind] : kind)).join('; ')
}
