import { hasRole } from '@/access/roles'
import { officeKeyAccount } from '@/data/whistleblower/officeKeys'
import { memberKey, recoveryKeyToShow } from '@/lib/sealed/memberKeyring'
import { OFFICE_ROLE } from '@/lib/whistleblower/vault'
import { OfficeAction, RecoveryForm } from '../OfficeKeyActions'
import { OFFICE_KEY_TEXTS } from '../officeKeyTexts'
import { keyPanelStyle, RecoveryKeyBox } from '../RecoveryKeyBox'

type Props = {
  i18n: { language: string }
  user?: { id: number; _sid?: string; roles?: string[] } | null
  /** Above the office's case desk when something needs the member ('attention'), below it otherwise. */
  placement?: 'attention' | 'tools'
}

/**
 * On the dashboard of a reporting-office member (or someone waiting to become one): whether their key is
 * unlocked, the recovery key once, open requests to grant, and the recovery tools. Nothing for anyone else.
 * Rendered twice in the dashboard's configuration, it shows in one place: first when the key is locked, a
 * recovery key waits to be written down or someone waits for access; after the cases otherwise.
 */
export async function OfficeKeyPanel({ i18n, user, placement = 'attention' }: Props) {
  if (!user) return null
  const text = i18n.language === 'en' ? OFFICE_KEY_TEXTS.en : OFFICE_KEY_TEXTS.de
  const member = hasRole(user as never, OFFICE_ROLE)
  const unlocked = Boolean(memberKey(user))
  const account = await officeKeyAccount(user.id, { member, withPending: member && unlocked })
  if (!account) return null
  const { hasKey, pending } = account
  const state = !hasKey ? text.setOwnPassword : !member ? text.waiting : unlocked ? text.open : text.locked
  const recoveryKey = member ? recoveryKeyToShow(user) : null
  const needsAttention = !member || !unlocked || Boolean(recoveryKey) || pending.length > 0
  if (needsAttention !== (placement === 'attention')) return null

  return (
    <section
      className="office-key-panel"
      data-testid="office-key-panel"
      style={{
        ...keyPanelStyle,
        ...(placement === 'attention' ? { marginBottom: '1.5rem' } : { marginTop: '1.5rem' }),
      }}
    >
      <h2 style={{ margin: 0 }}>{text.title}</h2>
      <p data-testid="office-key-state">{state}</p>
      {recoveryKey && (
        <RecoveryKeyBox
          recoveryKey={recoveryKey}
          seenUrl="/cms-api/users/office-recovery-key/seen"
          text={text}
        />
      )}
      {member && unlocked && (
        <>
          <h3>{text.pendingTitle}</h3>
          {pending.length === 0 && <p>{text.pendingNone}</p>}
          <ul style={{ paddingLeft: '1.2rem' }}>
            {pending.map((account) => (
              <li key={account.id} data-testid="office-request">
                {account.label}{' '}
                {account.hasKey ? (
                  <OfficeAction
                    url={`/cms-api/users/${account.id}/grant-office`}
                    label={text.grant}
                    text={text}
                  />
                ) : (
                  <em>– {text.pendingNoKey}</em>
                )}
              </li>
            ))}
          </ul>
          <p style={{ display: 'flex', gap: '1rem', alignItems: 'center', flexWrap: 'wrap' }}>
            <OfficeAction url="/cms-api/users/office-recovery-key" label={text.renew} text={text} />
            <span>{text.renewHint}</span>
          </p>
          <RecoveryForm text={text} />
        </>
      )}
    </section>
  )
}
