import type { ServerComponentProps } from 'payload'
import { deskStanding } from '@/data/deskAccess'
import { ACCESS_CAUSES } from '@/lib/sealed/deskAccessWords'
import { deskNamed, DESKS } from '@/lib/sealed/desks'
import { formatStaffDateTime } from '@/lib/format'
import { staffLanguage } from '@/lib/staffLanguages'

const TEXT = {
  de: {
    member: 'Mitglied',
    waiting: (at: string, by: string, cause: string) =>
      `Zugang angefragt am ${at} durch ${by}; Grund: ${cause}`,
    belongs: 'Dieses Konto gehört zu vertraulichen Bereichen:',
    reset:
      'Wenn jemand anderes als die Person selbst Passwort, E-Mail-Adresse oder Zwei-Faktor-Anmeldung dieses Kontos ändert, wird ihr persönlicher Schlüssel gelöscht: Sie liest nichts mehr, bis ein Mitglied des Bereichs ihr erneut Zugang gewährt. Das wird protokolliert und allen Mitgliedern mitgeteilt.',
    roles: (names: string) =>
      `Die Rollen ${names} werden hier nur angefragt: Zugang gewährt ein Mitglied des Bereichs auf seinem Dashboard. Entzogen werden sie sofort.`,
  },
  en: {
    member: 'member',
    waiting: (at: string, by: string, cause: string) =>
      `access requested on ${at} by ${by}; reason: ${cause}`,
    belongs: 'This account belongs to confidential desks:',
    reset:
      'If anyone but its owner changes this account’s password, e-mail address or two-factor sign-in, its personal key is deleted: it reads nothing until a member of the desk grants access again. This is logged and told to every member.',
    roles: (names: string) =>
      `The roles ${names} are only requested here: a member of the desk grants access on their dashboard. Removing them takes effect at once.`,
  },
}

/**
 * On an account's page in the admin: which confidential desks it belongs to or waits for, what a change of its
 * password, e-mail or second factor by someone else does (src/collections/usersDeskAccess.ts), and that a desk's
 * role given here is only a request. Said before it is done.
 */
export async function DeskAccessNote({ data, user, i18n }: ServerComponentProps) {
  const language = staffLanguage(i18n.language)
  const text = TEXT[language]
  const account = data as { id?: number; roles?: string[] } | undefined
  const standing = account?.id ? await deskStanding(account.id, account.roles ?? []) : []
  const other = String(user?.id) !== String(account?.id)
  const quote = (name: string) => (language === 'en' ? `“${name}”` : `„${name}“`)
  const roleNames = DESKS.map((desk) => quote(desk.words[language].role)).join(
    language === 'en' ? ' and ' : ' und ',
  )
  return (
    <div role="note" data-testid="desk-access-note" style={{ marginBottom: '1rem' }}>
      {standing.length > 0 && (
        <>
          <p style={{ marginBottom: '0.25rem' }}>{text.belongs}</p>
          <ul>
            {standing.map(({ desk: name, member, waiting }) => (
              <li key={name}>
                {deskNamed(name)?.words[language].title}:{' '}
                {member
                  ? text.member
                  : waiting &&
                    text.waiting(
                      formatStaffDateTime(waiting.requestedAt, language),
                      waiting.requestedBy,
                      ACCESS_CAUSES[waiting.cause][language],
                    )}
              </li>
            ))}
          </ul>
          {other && (
            <p
              data-testid="desk-reset-warning"
              style={{ color: 'var(--theme-warning-750)', fontWeight: 600 }}
            >
              {text.reset}
            </p>
          )}
        </>
      )}
      {other && <p style={{ color: 'var(--theme-elevation-650)' }}>{text.roles(roleNames)}</p>}
    </div>
  )
}
