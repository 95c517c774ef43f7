import type { AdminViewServerProps } from 'payload'
import { Gutter } from '@payloadcms/ui'
import { hasRole } from '@/access/roles'
import { WHISTLEBLOWER_LIMITS } from '@/lib/forms/whistleblower'
import { paths } from '@/lib/paths'
import { siteLocalString } from '@/lib/siteTime'
import { pageUrl } from '@/lib/siteUrls'
import { OFFICE_ROLE } from '@/lib/whistleblower/vault'
import { EVIDENCE_LIMITS, evidenceLabels } from '@/components/Whistleblower/evidenceLabels'
import { DeskCaseForm } from './DeskCaseForm'
import { CASE_AREAS } from '@/lib/constants'
import { CASE_AREA_LABELS } from '@/lib/whistleblower/caseClasses'
import { DESK_CASE_TEXTS } from './deskCaseTexts'
import { InAdmin } from '../InAdmin'
import styles from './DeskCase.module.css'
import { staffLanguage } from '@/lib/staffLanguages'

/**
 * The case desk's page for a report received by phone, in person, by post or by e-mail
 * (/admin/meldestelle/erfassen): members of the office only; the form posts to /cms-api/whistleblower-reports/desk-cases.
 */
export async function DeskCaseView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  const language = staffLanguage(req.i18n.language)
  const text = DESK_CASE_TEXTS[language]
  const office = hasRole(req.user, OFFICE_ROLE)
  // The reporter's form's texts of the files, where they speak to the reporter in the office's words.
  const evidence = { ...(await evidenceLabels(language)), ...text.evidence }
  return (
    <InAdmin {...props}>
      <Gutter>
        <div className={styles.page}>
          <h1>{text.title}</h1>
          {office ? (
            <>
              <p className={styles.intro}>{text.intro}</p>
              <DeskCaseForm
                text={text}
                now={siteLocalString(new Date())}
                adminRoute={req.payload.config.routes.admin}
                followUpUrl={pageUrl(paths.whistleblowerFollowUp, language)}
                limits={{
                  subject: WHISTLEBLOWER_LIMITS.subject,
                  minutes: WHISTLEBLOWER_LIMITS.message,
                  name: WHISTLEBLOWER_LIMITS.name,
                }}
                areas={CASE_AREAS.map((value) => ({ value, label: CASE_AREA_LABELS[value][language] }))}
                evidence={evidence}
                evidenceLimits={EVIDENCE_LIMITS}
              />
            </>
          ) : (
            <p role="alert" data-testid="desk-not-for-you">
              {text.notForYou}
            </p>
          )}
        </div>
      </Gutter>
    </InAdmin>
  )
}
