import type { ServerComponentProps } from 'payload'
import { applicationAccess } from '@/data/applications/access'
import { formatStaffDateTime } from '@/lib/format'
import { staffLanguage } from '@/lib/staffLanguages'
import { accessSentence } from './accessTexts'

/**
 * At the top of an application in the admin: when the person signed in cannot open it, why, and who gives
 * access; instead of fields that stay empty without a word.
 */
export async function ApplicationAccessNote({ data, i18n, req }: ServerComponentProps) {
  const application = data as { id?: number; reference?: string } | undefined
  if (!application?.id || !application.reference) return null
  const language = staffLanguage(i18n.language)
  const access = await applicationAccess(req, { id: application.id, reference: application.reference })
  const sentence = accessSentence(access, language, (iso) => formatStaffDateTime(iso, language))
  if (!sentence) return null
  return (
    <p
      role="status"
      data-testid="application-access-note"
      data-state={access.state}
      style={{
        border: '1px solid var(--theme-warning-500)',
        background: 'var(--theme-warning-100)',
        borderRadius: 'var(--style-radius-m)',
        padding: '0.75rem 1rem',
        marginBottom: '1.5rem',
      }}
    >
      {sentence}
    </p>
  )
}
