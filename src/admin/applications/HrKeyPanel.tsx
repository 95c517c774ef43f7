import { hrKeyState } from '@/data/applications/keys'
import { HR_KEY_TEXTS } from './hrKeyTexts'
import { OfficeAction, RecoveryForm } from '../OfficeKeyActions'
import { keyPanelStyle, RecoveryKeyBox } from '../RecoveryKeyBox'

type Props = {
  i18n: { language: string }
  user?: { id: number; _sid?: string; roles?: string[] | null } | null
}

const fill = (text: string, values: Record<string, number>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''))

/**
 * On the dashboard of an HR member: whether their key is unlocked, HR's recovery key once, the colleagues who
 * cannot read every application they can (with the button that grants them), and the recovery tools.
 */
export async function HrKeyPanel({ i18n, user }: Props) {
  const state = user ? await hrKeyState(user) : null
  if (!state) return null
  const text = i18n.language === 'en' ? HR_KEY_TEXTS.en : HR_KEY_TEXTS.de
  const status = !state.hasKey
    ? text.setOwnPassword
    : state.unlocked
      ? fill(text.open, { n: state.holds })
      : text.locked
  return (
    <section data-testid="hr-key-panel" style={{ ...keyPanelStyle, marginBottom: '1.5rem' }}>
      <h2 style={{ margin: 0 }}>{text.title}</h2>
      <p data-testid="hr-key-state">{status}</p>
      {state.recoveryKey && (
        <RecoveryKeyBox
          recoveryKey={state.recoveryKey}
          seenUrl="/cms-api/users/hr-recovery-key/seen"
          text={text}
        />
      )}
      {state.unlocked && (
        <>
          <h3>{text.pendingTitle}</h3>
          {state.behind.length === 0 && <p>{text.pendingNone}</p>}
          <ul style={{ paddingLeft: '1.2rem' }}>
            {state.behind.map((colleague) => (
              <li key={colleague.id} data-testid="hr-colleague">
                {colleague.label}{' '}
                {colleague.hasKey ? (
                  <>
                    – {fill(text.holds, { n: colleague.holds, of: state.holds })}{' '}
                    <OfficeAction
                      url={`/cms-api/users/${colleague.id}/grant-hr`}
                      label={text.grant}
                      text={text}
                    />
                  </>
                ) : (
                  <em>– {text.pendingNoKey}</em>
                )}
              </li>
            ))}
          </ul>
          <p style={{ display: 'flex', gap: '1rem', alignItems: 'center', flexWrap: 'wrap' }}>
            <OfficeAction url="/cms-api/users/hr-recovery-key" label={text.renew} text={text} />
            <span>{text.renewHint}</span>
          </p>
          <RecoveryForm text={text} url="/cms-api/users/hr-recover" />
        </>
      )}
    </section>
  )
}
