import type { ServerProps } from 'payload'
import { hasRole } from '@/access/roles'
import { EDITOR_DESK_TEXTS } from './editorDeskTexts'
import { staffLanguage } from '@/lib/staffLanguages'

/** The translation overview's entry in the admin's navigation, for editors. */
export function TranslationsNavLink({ user, i18n, payload }: ServerProps) {
  if (!hasRole(user as Parameters<typeof hasRole>[0], 'admin', 'editor')) return null
  return (
    <a className="nav__link" href={`${payload.config.routes.admin}/uebersetzungen`} id="nav-translations">
      <span className="nav__link-label">{EDITOR_DESK_TEXTS.overviewNav[staffLanguage(i18n.language)]}</span>
    </a>
  )
}
