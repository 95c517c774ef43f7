'use client'

import type { DefaultCellComponentProps } from 'payload'
import { DefaultCell, useTranslation } from '@payloadcms/ui'
import { staffLanguage } from '@/lib/staffLanguages'

const SPECULATIVE = { de: 'Initiativbewerbung', en: 'Speculative application' }

/** The job column of HR's list: an application without a job is a speculative one, and says so. */
export function JobNameCell(props: DefaultCellComponentProps) {
  const { i18n } = useTranslation()
  if (props.cellData) return <DefaultCell {...props} />
  return <DefaultCell {...props} cellData={SPECULATIVE[staffLanguage(i18n.language)]} />
}
