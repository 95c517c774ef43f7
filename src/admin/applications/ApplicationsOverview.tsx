import type { ServerProps } from 'payload'
import { hasRole } from '@/access/roles'
import { APPLICATION_STATUS_LABELS } from '@/collections/applications/Applications'
import { applicationOverview, type JobState } from '@/data/applications/overview'
import { APPLICATION_STATUSES, HR_ROLE } from '@/lib/applications/desk'
import table from '../AdminTable.module.css'
import { staffLanguage } from '@/lib/staffLanguages'
import { deskAccessOf } from '@/data/applications/access'
import { formatStaffDateTime } from '@/lib/format'
import { accessSentence } from './accessTexts'
import { ApplicationSearch } from './ApplicationSearch'

const TEXTS = {
  heading: { de: 'Übersicht nach Stelle und Status', en: 'By job and status' },
  job: { de: 'Stelle', en: 'Job' },
  open: { de: 'offen', en: 'open' },
  none: { de: 'Noch keine Bewerbungen.', en: 'No applications yet.' },
  state: {
    open: { de: 'ausgeschrieben', en: 'advertised' },
    expired: { de: 'abgelaufen – Bewerbungen bleiben', en: 'expired – applications stay' },
    unpublished: {
      de: 'nicht mehr veröffentlicht – Bewerbungen bleiben',
      en: 'unpublished – applications stay',
    },
    deleted: { de: 'Stelle gelöscht – Bewerbungen bleiben', en: 'job deleted – applications stay' },
    speculative: { de: 'Initiativbewerbungen', en: 'Speculative applications' },
  } satisfies Record<JobState, { de: string; en: string }>,
}

/**
 * Above HR's list of applications: per job, how many are in each status (each count opens the list filtered to
 * them) and whether the job is still advertised. A job that expired or went offline keeps its applications.
 */
export async function ApplicationsOverview({ user, i18n, payload }: ServerProps) {
  if (!hasRole(user as Parameters<typeof hasRole>[0], HR_ROLE)) return null
  const language = staffLanguage(i18n.language)
  const rows = await applicationOverview()
  const access = await deskAccessOf(user as { id: number; _sid?: string })
  const accessNote = accessSentence(access, language, (iso) => formatStaffDateTime(iso, language), { list: true })
  const list = `${payload.config.routes.admin}/collections/applications`
  const filtered = (jobId: number | null, status?: string) => {
    const job = jobId === null ? 'where[jobId][exists]=false' : `where[jobId][equals]=${jobId}`
    return `${list}?${job}${status ? `&where[status][equals]=${status}` : ''}`
  }
  return (
    // In line with the list below it, which Payload sets in by its gutter.
    <section
      data-testid="applications-overview"
      className="gutter--left gutter--right"
      style={{ marginBottom: '2rem' }}
    >
      {accessNote && (
        <p role="status" data-testid="applications-access-note" data-state={access.state}>
          {accessNote}
        </p>
      )}
      {access.holds > 0 && <ApplicationSearch adminRoute={payload.config.routes.admin} />}
      <h2 style={{ fontSize: '1.25rem' }}>{TEXTS.heading[language]}</h2>
      {rows.length === 0 ? (
        <p>{TEXTS.none[language]}</p>
      ) : (
        <table className={table.table}>
          <thead>
            <tr>
              <th scope="col">{TEXTS.job[language]}</th>
              <th scope="col">{TEXTS.open[language]}</th>
              {APPLICATION_STATUSES.map((status) => (
                <th key={status} scope="col">
                  {APPLICATION_STATUS_LABELS[status][language]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.jobId ?? 'speculative'} data-job-state={row.jobState}>
                <th scope="row">
                  {row.jobId === null ? TEXTS.state.speculative[language] : row.jobName}
                  {row.jobId !== null && (
                    <span style={{ display: 'block', fontWeight: 'normal', fontSize: '0.85rem' }}>
                      {TEXTS.state[row.jobState][language]}
                    </span>
                  )}
                </th>
                <td>{row.open}</td>
                {APPLICATION_STATUSES.map((status) => (
                  <td key={status}>
                    {row.counts[status] > 0 ? (
                      <a href={filtered(row.jobId, status)}>{row.counts[status]}</a>
                    ) : (
                      0
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
