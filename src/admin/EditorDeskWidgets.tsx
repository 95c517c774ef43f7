import type { WidgetServerProps } from 'payload'
import { failedSchedules } from '@/data/failedSchedules'
import { changesByOthers, myDrafts, translationGaps } from '@/data/editorDesk'
import { FailedScheduleList } from './FailedScheduleList'
import { deskContext, DeskPanel, EntryTable, GapTable } from './EditorDeskParts'
import { EDITOR_DESK_TEXTS as TEXTS } from './editorDeskTexts'

/**
 * The editors' dashboard (Payload's dashboard widgets, src/collections/editorDesk.ts): their own drafts, what
 * others changed lately, translations to do and plans that failed. Nothing for anyone else.
 */
export async function MyDraftsWidget({ req }: WidgetServerProps) {
  const { language, editor, admin, userId } = deskContext(req)
  if (!editor) return null
  return (
    <DeskPanel title={TEXTS.drafts[language]} testId="desk-drafts">
      <p>{TEXTS.draftsHint[language]}</p>
      <EntryTable
        entries={await myDrafts(userId, language)}
        language={language}
        admin={admin}
        empty={TEXTS.draftsNone[language]}
        testId="desk-drafts-table"
      />
    </DeskPanel>
  )
}

export async function ChangesByOthersWidget({ req }: WidgetServerProps) {
  const { language, editor, admin, userId } = deskContext(req)
  if (!editor) return null
  return (
    <DeskPanel title={TEXTS.changes[language]} testId="desk-changes">
      <EntryTable
        entries={await changesByOthers(userId, language)}
        language={language}
        admin={admin}
        empty={TEXTS.changesNone[language]}
        testId="desk-changes-table"
      />
    </DeskPanel>
  )
}

export async function TranslationsWidget({ req }: WidgetServerProps) {
  const { language, editor, admin } = deskContext(req)
  if (!editor) return null
  const gaps = await translationGaps(language)
  const count = (state: string) => String(gaps.filter((item) => item.state === state).length)
  return (
    <DeskPanel title={TEXTS.translations[language]} testId="desk-translations">
      {gaps.length === 0 ? (
        <p>{TEXTS.translationsNone[language]}</p>
      ) : (
        <>
          <p>
            {TEXTS.translationsCount[language]
              .replace('{stale}', count('stale'))
              .replace('{untranslated}', count('untranslated'))}
          </p>
          <GapTable gaps={gaps.slice(0, 8)} language={language} admin={admin} withGroup />
        </>
      )}
      <p>
        <a href={`${admin}/uebersetzungen`}>{TEXTS.translationsAll[language]}</a>
      </p>
    </DeskPanel>
  )
}

export async function FailedPlansWidget({ req }: WidgetServerProps) {
  const { language, editor, admin } = deskContext(req)
  if (!editor) return null
  const plans = await failedSchedules()
  return (
    <DeskPanel title={TEXTS.failed[language]} testId="desk-failed">
      {plans.length === 0 ? (
        <p>{TEXTS.failedNone[language]}</p>
      ) : (
        <FailedScheduleList plans={plans} language={language} admin={admin} />
      )}
    </DeskPanel>
  )
}
