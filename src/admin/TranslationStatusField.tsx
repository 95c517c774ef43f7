'use client'

import type { JSONFieldClientProps } from 'payload'
import { Button, useField, useLocale, useTranslation } from '@payloadcms/ui'
import type { AdminText } from '@/collections/adminLabels'
import type { TRANSLATION_STATUS_TEXTS } from '@/collections/translationStatus'
import { isLocale } from '@/i18n/routing'
import { formatStaffDateTime } from '@/lib/format'
import {
  isStatus,
  sourceChangedAt,
  staleFields,
  untranslatedFields,
  withChanges,
} from '@/lib/translationStatus'
import styles from './GermanOriginal.module.css'

type Props = {
  labels: Record<string, AdminText>
  texts: typeof TRANSLATION_STATUS_TEXTS
}

/**
 * The edit view's translation box (sidebar): which English texts are older than their German source, since when,
 * and, in the English version, a way to confirm they are still right.
 */
export function TranslationStatusField({ path, labels, texts }: JSONFieldClientProps & Props) {
  const { code } = useLocale()
  const { i18n } = useTranslation()
  const { value, setValue, initialValue } = useField<unknown>({ path })
  const language = i18n.language === 'de' ? 'de' : 'en'
  // The German version shows the state of the English one; a translation shows its own.
  const target = code !== 'de' && isLocale(code) ? code : 'en'
  const names = (fields: string[]) => fields.map((field) => labels[field]?.[language] ?? field).join(', ')
  const stale = staleFields(value, target)
  const untranslated = untranslatedFields(value, target)
  const wasStale = staleFields(initialValue, target).length > 0
  const changedAt = sourceChangedAt(value, stale)
  // A new record, or one without a German text yet, has nothing to translate: not "up to date".
  const nothingYet = !isStatus(value) || Object.keys(value).length === 0

  return (
    <div className={styles.status} data-testid="translation-status" role="status">
      <p className={styles.heading}>{texts.column[language]}</p>
      {stale.length > 0 && changedAt ? (
        <>
          <p className={styles.stale}>{texts.stale[language]}</p>
          <p>
            {texts.staleSince[language].replace('{date}', formatStaffDateTime(changedAt, 'de'))}{' '}
            <strong>{names(stale)}</strong>
          </p>
          {code !== 'de' && (
            <>
              <p>{texts.staleHint[language]}</p>
              <Button
                buttonStyle="secondary"
                size="small"
                margin={false}
                onClick={() => setValue(withChanges(value, target, stale, new Date().toISOString()))}
              >
                {texts.confirm[language]}
              </Button>
            </>
          )}
        </>
      ) : wasStale ? (
        <p>{texts.confirmed[language]}</p>
      ) : nothingYet ? (
        <p>{texts.nothingYet[language]}</p>
      ) : untranslated.length > 0 ? (
        <p>
          {texts.untranslatedList[language]} <strong>{names(untranslated)}</strong>
        </p>
      ) : (
        <p>{texts.allCurrent[language]}</p>
      )}
    </div>
  )
}
