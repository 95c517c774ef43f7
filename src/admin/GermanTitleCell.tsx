'use client'

import { useEffect, useState } from 'react'
import type { DefaultCellComponentProps } from 'payload'
import { DefaultCell, useConfig, useTranslation } from '@payloadcms/ui'
import type { AdminText } from '@/collections/adminLabels'
import { germanVersion, isEmpty, plainText, valueAt } from './germanVersion'

/**
 * The title column of a list: a record without a title in the shown language shows its German title, marked as
 * such, instead of its id.
 */
export function GermanTitleCell(props: DefaultCellComponentProps & { marker: AdminText }) {
  const { cellData, collectionSlug, rowData, field, marker } = props
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const [german, setGerman] = useState('')
  const missing = isEmpty(cellData)
  const name = 'name' in field ? field.name : ''

  useEffect(() => {
    if (!missing || !name) return
    let current = true
    void germanVersion({
      api: `${config.serverURL}${config.routes.api}`,
      collectionSlug,
      id: rowData.id as number,
    }).then((document) => current && setGerman(plainText(valueAt(document, name))))
    return () => {
      current = false
    }
  }, [missing, name, config.serverURL, config.routes.api, collectionSlug, rowData.id])

  if (!missing || !german) return <DefaultCell {...props} />
  return <DefaultCell {...props} cellData={`${german} (${marker[i18n.language === 'de' ? 'de' : 'en']})`} />
}
