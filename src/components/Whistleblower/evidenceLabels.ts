import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { WHISTLEBLOWER_FILES } from '@/lib/constants'
import { extensionsOf } from '@/lib/uploads/fileType'
import { METADATA_KINDS } from '@/lib/uploads/metadata/scrubber'
import type { EvidenceLabels, EvidenceLimits } from './evidenceTypes'

/** The evidence files' texts in `locale` (server side). */
export async function evidenceLabels(locale: Locale): Promise<EvidenceLabels> {
  const t = await getTranslations({ locale, namespace: 'whistleblower.files' })
  const plain = ['label', 'limits', 'metadataRemoved', 'metadataKept', 'chosen', 'remove', 'tooMany', 'tooLarge', 'type', 'removedHeading', 'removedNone', 'notRemovable', 'download', 'downloadFailed', 'checking', 'stillChecking', 'willRemove', 'uncleanableShort', 'uncleanable'] as const
  // `remove`, `download` and `uncleanable` keep their {name} placeholder: filled in the browser.
  const texts = Object.fromEntries(plain.map((key) => [key, t.raw(key) as string]))
  return {
    ...(texts as Omit<EvidenceLabels, 'kinds'>),
    kinds: Object.fromEntries(METADATA_KINDS.map((kind) => [kind, t(`kinds.${kind}`)])) as EvidenceLabels['kinds'],
  }
}

export const EVIDENCE_LIMITS: EvidenceLimits = {
  max: WHISTLEBLOWER_FILES.max,
  totalBytes: WHISTLEBLOWER_FILES.totalBytes,
  extensions: [...new Set(WHISTLEBLOWER_FILES.types.flatMap((type) => extensionsOf(type)))],
}
