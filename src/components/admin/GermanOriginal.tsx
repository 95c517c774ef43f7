'use client'

import { useEffect, useState } from 'react'
import { Button, useConfig, useDocumentInfo, useField, useLocale, useTranslation } from '@payloadcms/ui'
import type { AdminText } from '@/collections/adminLabels'
import { germanVersion, isEmpty, plainText, valueAt } from './germanVersion'
import styles from './GermanOriginal.module.css'

type Props = {
  path: string
  /** Rich text is shown to translate from; a text field's German words can also be taken over. */
  canTakeOver: boolean
  texts: { heading: AdminText; takeOver: AdminText }
}

/**
 * Under a field of a language other than German that is still empty: the German text to translate from, and for
 * plain text fields a button that takes it over.
 */
export function GermanOriginal({ path, canTakeOver, texts }: Props) {
  const { code } = useLocale()
  const { i18n } = useTranslation()
  const { config } = useConfig()
  const { collectionSlug, globalSlug, id } = useDocumentInfo()
  const { value, setValue } = useField<unknown>({ path })
  const [german, setGerman] = useState<unknown>(undefined)
  const untranslated = code !== 'de' && isEmpty(value)

  useEffect(() => {
    if (!untranslated) return
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
  }, [untranslated, config.serverURL, config.routes.api, collectionSlug, globalSlug, id, path])

  const text = plainText(german)
  if (!untranslated || !text) return null
  const language = i18n.language === 'de' ? 'de' : 'en'
  return (
    <div className={styles.original} data-testid="german-original">
      <p className={styles.heading}>{texts.heading[language]}</p>
      <p className={styles.text} lang="de">
        {text}
      </p>
      {canTakeOver && (
        <Button buttonStyle="secondary" size="small" margin={false} onClick={() => setValue(german)}>
          {texts.takeOver[language]}
        </Button>
      )}
    </div>
  )
}
