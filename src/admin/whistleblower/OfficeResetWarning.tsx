import type { ServerComponentProps } from 'payload'

const WARNING = {
  de: 'Dieses Konto gehört zur Meldestelle. Wenn Sie sein Passwort ändern, werden sein Schlüssel und sein Zugang zu allen Hinweisen gelöscht; ein Mitglied der Meldestelle muss ihm danach erneut Zugang gewähren. Das wird im Zugriffsprotokoll vermerkt und der Meldestelle gemeldet.',
  en: 'This account belongs to the reporting office. If you change its password, its key and its access to every report are deleted; a member of the reporting office must grant it access again. This is written to the access log and announced to the office.',
} as const

/**
 * On a reporting-office member's account, for anyone but that member: what a password change by someone
 * else does (src/collections/usersOfficeAccess.ts), said before it is done.
 */
export function OfficeResetWarning({ data, user, i18n }: ServerComponentProps) {
  const account = data as { id?: number; roles?: string[]; officeRequested?: boolean } | undefined
  const office = account?.roles?.includes('reporting-office') || account?.officeRequested
  if (!account?.id || !office || String(user?.id) === String(account.id)) return null
  return (
    <p
      role="note"
      data-testid="office-reset-warning"
      style={{ color: 'var(--theme-warning-750)', fontWeight: 600 }}
    >
      {i18n.language === 'en' ? WARNING.en : WARNING.de}
    </p>
  )
}
