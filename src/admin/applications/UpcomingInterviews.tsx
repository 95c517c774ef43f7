import type { ServerProps } from 'payload'
import { hasRole } from '@/access/roles'
import { upcomingInterviews } from '@/data/applications/interviews'
import { HR_ROLE } from '@/lib/applications/desk'
import { formatStaffDateTime } from '@/lib/format'
import { staffLanguage } from '@/lib/staffLanguages'
import table from '../AdminTable.module.css'

const TEXTS = {
  heading: { de: 'Anstehende Gespräche', en: 'Upcoming interviews' },
  none: {
    de: 'Keine bestätigten Gespräche. Termine schlagen Sie in der Bewerbung mit dem Status „Gespräch“ vor; die Person bestätigt einen über ihren Link.',
    en: 'No confirmed interviews. Propose times in the application with the status “interview”; the applicant confirms one through their link.',
  },
  when: { de: 'Termin (deutsche Zeit)', en: 'Time (German time)' },
  minutes: { de: 'Minuten', en: 'Minutes' },
  reference: { de: 'Bewerbung', en: 'Application' },
  job: { de: 'Stelle', en: 'Job' },
  speculative: { de: 'Initiativbewerbung', en: 'Speculative' },
  place: { de: 'Ort', en: 'Place' },
}

/** Above HR's list of applications: the confirmed interviews ahead, the soonest first, each linking to its application. */
export async function UpcomingInterviews({ user, i18n, payload }: ServerProps) {
  if (!hasRole(user as Parameters<typeof hasRole>[0], HR_ROLE)) return null
  const language = staffLanguage(i18n.language)
  const interviews = await upcomingInterviews()
  const list = `${payload.config.routes.admin}/collections/applications`
  return (
    <section data-testid="upcoming-interviews" className="gutter--left gutter--right" style={{ marginBottom: '2rem' }}>
      <h2 style={{ fontSize: '1.25rem' }}>{TEXTS.heading[language]}</h2>
      {interviews.length === 0 ? (
        <p>{TEXTS.none[language]}</p>
      ) : (
        <table className={table.table}>
          <thead>
            <tr>
              <th scope="col">{TEXTS.when[language]}</th>
              <th scope="col">{TEXTS.minutes[language]}</th>
              <th scope="col">{TEXTS.reference[language]}</th>
              <th scope="col">{TEXTS.job[language]}</th>
              <th scope="col">{TEXTS.place[language]}</th>
            </tr>
          </thead>
          <tbody>
            {interviews.map((interview) => (
              <tr key={interview.id}>
                <td>{formatStaffDateTime(interview.at, language)}</td>
                <td>{interview.minutes}</td>
                <th scope="row">
                  <a href={`${list}/${interview.id}`}>{interview.reference}</a>
                </th>
                <td>{interview.jobName ?? TEXTS.speculative[language]}</td>
                <td>{interview.place ?? '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
