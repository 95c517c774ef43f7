import { translationState } from '../lib/translationStatus'

/**
 * The data step of the migration `edited_by_and_translation_state` (both engines): each record's and global's
 * translation state, a new column, from the translation status it already keeps, so that the lists' filter and the
 * translation overview know the records saved before. Frozen with the migration: the tables are those of that
 * schema.
 */
export type Run = (statement: string) => Promise<Record<string, unknown>[]>

/** Tables with a translation status, and whether their columns are a version's (`version_…`). */
export const STATE_TABLES: [table: string, version: boolean][] = [
  ['news', false],
  ['_news_v', true],
  ['events', false],
  ['_events_v', true],
  ['history', false],
  ['_history_v', true],
  ['jobs', false],
  ['_jobs_v', true],
  ['projects', false],
  ['_projects_v', true],
  ['offices', false],
  ['team_members', false],
  ['media', false],
  ['documents', false],
  ['home', false],
  ['page_images', false],
  ['popup', false],
  ['award_banner', false],
  ['application_mail_texts', false],
]

const parsed = (value: unknown): unknown => {
  if (typeof value !== 'string') return value
  try {
    return JSON.parse(value)
  } catch {
    return null
  }
}

export async function fillTranslationStates(run: Run): Promise<void> {
  for (const [table, version] of STATE_TABLES) {
    const [status, state] = version
      ? ['version_translation_status', 'version_translation_state']
      : ['translation_status', 'translation_state']
    const rows = await run(`SELECT "id", "${status}" AS "status" FROM "${table}" WHERE "${status}" IS NOT NULL`)
    for (const row of rows) {
      const value = translationState(parsed(row.status))
      if (value === 'unknown') continue
      await run(`UPDATE "${table}" SET "${state}" = '${value}' WHERE "id" = ${Number(row.id)}`)
    }
  }
}
