'use client'

import { useEffect, useState } from 'react'
import {
  Button,
  useConfig,
  useDocumentInfo,
  useField,
  useForm,
  useFormFields,
  useLocale,
  useTranslation,
} from '@payloadcms/ui'
import type { AdminText } from '@/collections/adminLabels'
import { isLocale } from '@/i18n/routing'
import { formatStaffDateTime } from '@/lib/format'
import { sourceChangedAt, staleFields } from '@/lib/translationStatus'
import { germanVersion, isEmpty, plainText, valueAt } from './germanVersion'
import styles from './GermanOriginal.module.css'

type Props = {
  path: string
  statusField: string
  texts: { heading: AdminText; takeOver: AdminText; changedAfter: AdminText }
}

/**
 * Under a field of a language other than German that is still empty, or whose German text changed after it was
 * translated (_Englisch veraltet_): the German text to translate from, and a button that takes it over as a start.
 */
export function GermanOriginal({ path, statusField, texts }: Props) {
  const { code } = useLocale()
  const { i18n } = useTranslation()
  const { config } = useConfig()
  const { collectionSlug, globalSlug, id } = useDocumentInfo()
  const { value } = useField<unknown>({ path })
  const { dispatchFields, setModified } = useForm()
  const status = useFormFields(([fields]) => fields[statusField]?.value)
  const [german, setGerman] = useState<unknown>(undefined)
  const translation = code !== 'de' && isLocale(code) ? code : null
  // The status is kept per top-level field: `items.2.title` belongs to `items`.
  const stale = translation !== null && staleFields(status, translation).includes(path.split('.')[0])
  const shown = translation !== null && (stale || isEmpty(value))

  useEffect(() => {
    if (!shown) return
    let current = true
    void germanVersion({
      api: `${config.serverURL}${config.routes.api}`,
      collectionSlug,
      globalSlug,
      id,
    }).then((document) => current && setGerman(valueAt(document, path)))
    return () => {
      current = false
    }
  }, [shown, config.serverURL, config.routes.api, collectionSlug, globalSlug, id, path])

  const text = plainText(german)
  if (!shown || !text) return null
  const language = i18n.language === 'de' ? 'de' : 'en'
  const changedAt = stale ? sourceChangedAt(status, [path.split('.')[0]]) : undefined
  // A new initial value makes the rich-text editor draw the taken-over text; a plain field just takes it.
  const takeOver = () => {
    dispatchFields({ type: 'UPDATE', path, value: german, initialValue: german })
    setModified(true)
  }
  return (
    <div className={styles.original} data-testid="german-original">
      <p className={styles.heading}>
        {changedAt
          ? texts.changedAfter[language].replace('{date}', formatStaffDateTime(changedAt, 'de'))
          : texts.heading[language]}
      </p>
      <p className={styles.text} lang="de">
        {text}
      </p>
      <Button buttonStyle="secondary" size="small" margin={false} onClick={takeOver}>
        {texts.takeOver[language]}
      </Button>
    </div>
  )
}
