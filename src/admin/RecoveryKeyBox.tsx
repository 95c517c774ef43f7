import { OfficeAction } from './OfficeKeyActions'

/** A confidential desk's panel on the dashboard, in line with the widgets, which Payload sets 6 px in. */
export const keyPanelStyle = {
  marginInline: '6px',
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 'var(--style-radius-m)',
  padding: '1rem 1.25rem',
}

type Props = {
  recoveryKey: string
  /** The endpoint that forgets the key once the member says it is stored. */
  seenUrl: string
  text: { recoveryTitle: string; recoveryText: string; recoverySeen: string; failed: string }
}

/** A desk's new recovery key, shown once in the session that made it, until the member says it is stored. */
export function RecoveryKeyBox({ recoveryKey, seenUrl, text }: Props) {
  return (
    <div
      role="alert"
      style={{
        background: 'var(--theme-warning-100)',
        border: '1px solid var(--theme-warning-400)',
        borderRadius: 'var(--style-radius-s)',
        padding: '1rem',
      }}
    >
      <h3 style={{ marginTop: 0 }}>{text.recoveryTitle}</h3>
      <p>{text.recoveryText}</p>
      <p>
        <code data-testid="recovery-key" style={{ fontSize: '1.1rem', wordBreak: 'break-all' }}>
          {recoveryKey}
        </code>
      </p>
      <OfficeAction url={seenUrl} label={text.recoverySeen} text={text} />
    </div>
  )
}
