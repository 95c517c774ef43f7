import type { ServerProps } from 'payload'
import { hasRole } from '@/access/roles'
import { OFFICE_ROLE } from '@/lib/whistleblower/vault'
import { DESK_CASE_TEXTS } from './deskCaseTexts'
import { FIGURES_TEXTS } from '@/lib/whistleblower/figuresTexts'
import { staffLanguage } from '@/lib/staffLanguages'

/** The case desk's own pages in the admin's navigation, for members of the reporting office. */
export function OfficeNavLinks({ user, i18n, payload }: ServerProps) {
  if (!hasRole(user as Parameters<typeof hasRole>[0], OFFICE_ROLE)) return null
  const admin = payload.config.routes.admin
  const language = staffLanguage(i18n.language)
  return (
    <>
      <a className="nav__link" href={`${admin}/meldestelle/erfassen`} id="nav-desk-case">
        <span className="nav__link-label">{DESK_CASE_TEXTS[language].nav}</span>
      </a>
      <a className="nav__link" href={`${admin}/meldestelle/kennzahlen`} id="nav-office-figures">
        <span className="nav__link-label">{FIGURES_TEXTS[language].nav}</span>
      </a>
    </>
  )
}
