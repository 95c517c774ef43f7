import type { PayloadRequest } from 'payload'
import type { ReactNode } from 'react'
import { hasRole } from '@/access/roles'
import { TRANSLATION_STATUS_TEXTS } from '@/collections/translationStatus'
import { adminPath, type DeskEntry, type TranslationGap } from '@/data/editorDesk'
import { LANGUAGES } from '@/i18n/routing'
import { formatStaffDateTime } from '@/lib/format'
import { staffLanguage, type StaffLanguage } from '@/lib/staffLanguages'
import { CellBadge } from './CellBadge'
import { EDITOR_DESK_TEXTS as TEXTS } from './editorDeskTexts'
import table from './AdminTable.module.css'

/** What the editors' panels share: the reader's language, whether they are an editor, the admin's address. */
export function deskContext(req: PayloadRequest) {
  return {
    language: staffLanguage(req.i18n.language),
    editor: hasRole(req.user, 'admin', 'editor'),
    admin: req.payload.config.routes.admin,
    userId: Number(req.user?.id),
  }
}

export function DeskPanel({
  title,
  testId,
  children,
}: {
  title: string
  testId: string
  children: ReactNode
}) {
  return (
    <section
      data-testid={testId}
      style={{
        padding: '1rem 1.25rem',
        border: '1px solid var(--theme-elevation-150)',
        borderRadius: 'var(--style-radius-m)',
        background: 'var(--theme-elevation-0)',
        height: '100%',
      }}
    >
      <h2 style={{ margin: '0 0 0.75rem', fontSize: '1.25rem' }}>{title}</h2>
      {children}
    </section>
  )
}

/** Records and globals as a table: title (linked), section, when, by whom, in which language. */
export function EntryTable({
  entries,
  language,
  admin,
  empty,
  testId,
}: {
  entries: DeskEntry[]
  language: StaffLanguage
  admin: string
  empty: string
  testId: string
}) {
  if (entries.length === 0) return <p data-testid={testId}>{empty}</p>
  return (
    <table className={table.table} data-testid={testId}>
      <thead>
        <tr>
          <th scope="col">{TEXTS.what[language]}</th>
          <th scope="col">{TEXTS.where[language]}</th>
          <th scope="col">{TEXTS.when[language]}</th>
          <th scope="col">{TEXTS.who[language]}</th>
          <th scope="col">{TEXTS.language[language]}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((item) => (
          <tr key={`${item.slug}/${item.id}`} data-entry={`${item.slug}/${item.id ?? ''}`}>
            <th scope="row">
              <a href={adminPath(admin, item)}>{item.title}</a>
              {item.status === 'draft' && <> ({TEXTS.draft[language]})</>}
            </th>
            <td>{item.group}</td>
            <td>{formatStaffDateTime(item.updatedAt, 'de')}</td>
            <td>{item.editedByName ?? '–'}</td>
            <td>{item.editedLocale ? LANGUAGES[item.editedLocale].adminLabel[language] : '–'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** Translation gaps as a table: title (linked), state, the fields concerned, when the German text changed. */
export function GapTable({
  gaps,
  language,
  admin,
  withGroup,
}: {
  gaps: TranslationGap[]
  language: StaffLanguage
  admin: string
  withGroup?: boolean
}) {
  return (
    <table className={table.table}>
      <thead>
        <tr>
          <th scope="col">{TEXTS.what[language]}</th>
          {withGroup && <th scope="col">{TEXTS.where[language]}</th>}
          <th scope="col">{TEXTS.state[language]}</th>
          <th scope="col">{TEXTS.fields[language]}</th>
          <th scope="col">{TEXTS.germanChanged[language]}</th>
        </tr>
      </thead>
      <tbody>
        {gaps.map((item) => (
          <tr key={`${item.slug}/${item.id}`} data-gap={`${item.slug}/${item.id ?? ''}`}>
            <th scope="row">
              <a href={`${adminPath(admin, item)}?locale=en`}>{item.title}</a>
            </th>
            {withGroup && <td>{item.group}</td>}
            <td>
              <CellBadge
                tone={item.state === 'stale' ? 'error' : 'warning'}
                mark={`translation-${item.state}`}
              >
                {TRANSLATION_STATUS_TEXTS[item.state][language]}
              </CellBadge>
            </td>
            <td>{item.fields.join(', ')}</td>
            <td>{item.germanChangedAt ? formatStaffDateTime(item.germanChangedAt, 'de') : '–'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
