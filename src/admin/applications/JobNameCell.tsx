'use client'

import type { DefaultCellComponentProps } from 'payload'
import { DefaultCell, useTranslation } from '@payloadcms/ui'

const SPECULATIVE = { de: 'Initiativbewerbung', en: 'Speculative application' }

/** The job column of HR's list: an application without a job is a speculative one, and says so. */
export function JobNameCell(props: DefaultCellComponentProps) {
  const { i18n } = useTranslation()
  if (props.cellData) return <DefaultCell {...props} />
  return <DefaultCell {...props} cellData={i18n.language === 'en' ? SPECULATIVE.en : SPECULATIVE.de} />
}
