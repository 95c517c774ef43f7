import type { ServerProps } from 'payload'
import { hasRole } from '@/access/roles'
import { VISITOR_TEXTS } from './visitorTexts'
import { staffLanguage } from '@/lib/staffLanguages'

/** The dashboard _Besucherzahlen_ in the admin's navigation, for editors and administrators. */
export function VisitorsNavLink({ user, i18n, payload }: ServerProps) {
  if (!hasRole(user as Parameters<typeof hasRole>[0], 'admin', 'editor')) return null
  return (
    <a className="nav__link" href={`${payload.config.routes.admin}/besucherzahlen`} id="nav-visitor-figures">
      <span className="nav__link-label">{VISITOR_TEXTS[staffLanguage(i18n.language)].nav}</span>
    </a>
  )
}
