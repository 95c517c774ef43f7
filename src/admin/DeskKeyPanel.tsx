import { deskPanelState } from '@/data/deskAccess'
import { ACCESS_CAUSES } from '@/lib/sealed/deskAccessWords'
import { deskNamed } from '@/lib/sealed/desks'
import { formatStaffDateTime } from '@/lib/format'
import { DeskAction, RecoveryForm } from './DeskKeyActions'
import { deskKeyTexts, fillIn } from './deskKeyTexts'
import { RecoveryKeyBox } from './RecoveryKeyBox'
import { staffLanguage } from '@/lib/staffLanguages'

type Props = {
  i18n: { language: string }
  user?: { id: number; _sid?: string; roles?: string[] | null } | null
  /** A desk's name (src/lib/sealed/desks.ts). */
  desk: string
  /** Above the dashboard when something needs the person ('attention'), below it otherwise. */
  placement?: 'attention' | 'tools'
}

const panelStyle = {
  marginInline: '6px',
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 'var(--style-radius-m)',
  padding: '1rem 1.25rem',
}

/**
 * On the dashboard of a member of a confidential desk (or someone waiting to become one): whether their key is
 * unlocked and how many records it opens, why they wait, what the desk's recovery key opens, the recovery key
 * once, who waits to be granted, and the recovery tools. Nothing for anyone else. Rendered twice in the
 * dashboard's configuration, it shows in one place: first when something needs the person, after the
 * dashboard's own content otherwise.
 */
export async function DeskKeyPanel({ i18n, user, desk: deskName, placement = 'attention' }: Props) {
  const desk = deskNamed(deskName)
  const state = user && desk ? await deskPanelState(user, desk.name) : null
  if (!state || !desk) return null
  const language = staffLanguage(i18n.language)
  const text = deskKeyTexts(language, desk.words[language])
  const at = (iso: string) => formatStaffDateTime(iso, language)
  const needsAttention =
    !state.member || !state.unlocked || Boolean(state.recoveryKey) || state.requests.length > 0
  if (needsAttention !== (placement === 'attention')) return null
  const base = `/cms-api/users/desks/${desk.name}`
  const { recovery } = state

  return (
    <section
      data-testid="desk-key-panel"
      data-desk={desk.name}
      style={{
        ...panelStyle,
        ...(placement === 'attention' ? { marginBottom: '1.5rem' } : { marginTop: '1.5rem' }),
      }}
    >
      <h2 style={{ margin: 0 }}>{desk.words[language].keyPanel}</h2>
      <p data-testid="desk-key-state">
        {state.waiting
          ? fillIn(text.waiting, {
              at: at(state.waiting.requestedAt),
              by: state.waiting.requestedBy,
              cause: ACCESS_CAUSES[state.waiting.cause][language],
            })
          : !state.hasKey
            ? text.setOwnPassword
            : state.unlocked
              ? fillIn(text.open, { n: state.holds, of: state.total })
              : text.locked}
        {state.waiting && state.waiting.cause !== 'role-requested' && <> {text.waitingLocked}</>}
        {state.waiting && !state.hasKey && <> {text.setOwnPassword}</>}
      </p>
      {state.member && (
        <p data-testid="desk-recovery-state">
          {recovery
            ? fillIn(text.recoveryStatus, { n: recovery.opens, of: recovery.total })
            : text.recoveryNone}
          {recovery?.renewedAt && (
            <> {fillIn(text.recoveryMade, { at: at(recovery.renewedAt), by: recovery.renewedBy ?? '' })}</>
          )}
          {recovery && !recovery.confirmed && !state.recoveryKey && (
            <strong> {text.recoveryUnconfirmed}</strong>
          )}
        </p>
      )}
      {state.recoveryKey && (
        <RecoveryKeyBox recoveryKey={state.recoveryKey} seenUrl={`${base}/recovery-key/seen`} text={text} />
      )}
      {state.member && state.unlocked && (
        <>
          <h3>{text.pendingTitle}</h3>
          {state.requests.length === 0 && <p>{text.pendingNone}</p>}
          <ul style={{ paddingLeft: '1.2rem' }}>
            {state.requests.map((person) => (
              <li key={person.id} data-testid="desk-request">
                {person.label} –{' '}
                {fillIn(text.requested, {
                  at: at(person.requestedAt),
                  by: person.requestedBy,
                  cause: ACCESS_CAUSES[person.cause][language],
                })}{' '}
                {person.hasKey ? (
                  <DeskAction
                    url={`/cms-api/users/${person.id}/desks/${desk.name}/grant`}
                    label={text.grant}
                    text={text}
                  />
                ) : (
                  <em>{text.pendingNoKey}</em>
                )}{' '}
                <DeskAction
                  url={`/cms-api/users/${person.id}/desks/${desk.name}/decline`}
                  label={text.decline}
                  text={text}
                />
              </li>
            ))}
          </ul>
          {state.behind.length > 0 && (
            <>
              <h3>{text.behindTitle}</h3>
              <ul style={{ paddingLeft: '1.2rem' }}>
                {state.behind.map((colleague) => (
                  <li key={colleague.id} data-testid="desk-colleague">
                    {colleague.label} –{' '}
                    {colleague.hasKey ? (
                      <>
                        {fillIn(text.holds, { n: colleague.holds, of: state.total })}{' '}
                        <DeskAction
                          url={`/cms-api/users/${colleague.id}/desks/${desk.name}/grant`}
                          label={text.share}
                          text={text}
                        />
                      </>
                    ) : (
                      <em>{text.pendingNoKey}</em>
                    )}
                  </li>
                ))}
              </ul>
            </>
          )}
          {state.renewalMissing > 0 ? (
            <p data-testid="desk-renew-blocked">{fillIn(text.renewBlocked, { n: state.renewalMissing })}</p>
          ) : (
            <p style={{ display: 'flex', gap: '1rem', alignItems: 'center', flexWrap: 'wrap' }}>
              <DeskAction
                url={`${base}/recovery-key`}
                label={text.renew}
                text={text}
                confirmation={{
                  title: text.renewConfirmTitle,
                  body: fillIn(text.renewConfirmBody, { n: state.holds }),
                  confirm: text.renewConfirm,
                  cancel: text.cancel,
                }}
              />
              <span>{text.renewHint}</span>
            </p>
          )}
        </>
      )}
      {state.hasKey && state.unlocked && <RecoveryForm text={text} url={`${base}/recover`} />}
    </section>
  )
}
