import type { DefaultServerCellComponentProps } from 'payload'
import { TRANSLATION_STATUS_TEXTS as TEXTS } from '@/collections/translationStatus'
import { translationState } from '@/lib/translationStatus'
import { CellBadge } from './CellBadge'
import { staffLanguage } from '@/lib/staffLanguages'

/**
 * The translation column of a list: _Englisch veraltet_ where an English text is older than its German source,
 * _nicht übersetzt_ where nothing is in English yet, _aktuell_ otherwise; a dash for records saved before the
 * status was kept.
 */
export function TranslationStatusCell({ cellData, i18n }: DefaultServerCellComponentProps) {
  const language = staffLanguage(i18n.language)
  const state = translationState(cellData)
  if (state === 'unknown') return <span>–</span>
  if (state === 'current') return <span data-mark="translation-current">{TEXTS.current[language]}</span>
  return (
    <CellBadge tone={state === 'stale' ? 'error' : 'warning'} mark={`translation-${state}`}>
      {TEXTS[state][language]}
    </CellBadge>
  )
}
