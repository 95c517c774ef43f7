import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import type { HumanCheckStrings } from './HumanCheck'
import type { PublicFormLabels } from './PublicForm'

/** Every text of the human-check widget; the messages live once, under `contact.form.humanCheck`. */
export const HUMAN_CHECK_KEYS = [
  'ariaLinkLabel',
  'cancel',
  'enterCode',
  'enterCodeAria',
  'enterCodeFromImage',
  'error',
  'expired',
  'footer',
  'getAudioChallenge',
  'label',
  'loading',
  'reload',
  'verify',
  'verificationRequired',
  'verified',
  'verifying',
  'waitAlert',
] as const satisfies readonly (keyof HumanCheckStrings)[]

/** The texts that address the visitor, which the careers pages say with "du" (application.form.humanCheck). */
const ADDRESSING = ['enterCodeAria', 'enterCodeFromImage', 'error', 'expired'] as const

export type PublicFormNamespace = 'contact.form' | 'whistleblower.form' | 'application.form'

/**
 * The widget's texts in `locale`, read on the server and handed to a form as a plain prop; for the application
 * form those that address the visitor in the careers pages' form of address.
 */
export async function humanCheckStrings(
  locale: Locale,
  namespace?: PublicFormNamespace,
): Promise<HumanCheckStrings> {
  const t = await getTranslations({ locale, namespace: 'contact.form.humanCheck' })
  const strings = Object.fromEntries(HUMAN_CHECK_KEYS.map((key) => [key, t(key)])) as HumanCheckStrings
  if (namespace !== 'application.form') return strings
  const own = await getTranslations({ locale, namespace: 'application.form.humanCheck' })
  return { ...strings, ...Object.fromEntries(ADDRESSING.map((key) => [key, own(key)])) }
}

/** The texts every public form shows besides its fields, from the form's own namespace. */
export async function publicFormLabels(
  locale: Locale,
  namespace: PublicFormNamespace,
): Promise<PublicFormLabels> {
  const [tt, humanCheck] = await Promise.all([
    getTranslations({ locale, namespace }),
    humanCheckStrings(locale, namespace),
  ])
  // The three namespaces hold these keys alike (tests/unit/messages.test.ts compares the languages).
  const t = tt as unknown as (key: string) => string
  return {
    submit: t('submit'),
    sending: t('sending'),
    success: t('sendingfeedback.success'),
    failure: t('sendingfeedback.error'),
    storageFull: t('sendingfeedback.storageFull'),
    tooManyRequests: t('tooManyRequests'),
    humanCheckFailed: t('humanCheckFailed'),
    retry: t('retry'),
    leaveConfirm: t('leaveConfirm'),
    missing: t('missing'),
    humanCheck,
  }
}
