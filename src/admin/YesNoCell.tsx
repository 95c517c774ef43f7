'use client'

import type { DefaultCellComponentProps } from 'payload'
import { useTranslation } from '@payloadcms/ui'

/** A yes/no column of a list: "Ja"/"Nein" ("Yes"/"No"), where Payload shows the code words true and false. */
export function YesNoCell({ cellData }: DefaultCellComponentProps) {
  const { t } = useTranslation()
  return <span>{cellData ? t('general:yes') : t('general:no')}</span>
}
