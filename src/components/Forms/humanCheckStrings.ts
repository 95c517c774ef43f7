import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import type { HumanCheckStrings } from './HumanCheck'

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

/** The widget's texts in `locale`, read on the server and handed to a form as a plain prop. */
export async function humanCheckStrings(locale: Locale): Promise<HumanCheckStrings> {
  const t = await getTranslations({ locale, namespace: 'contact.form.humanCheck' })
  return Object.fromEntries(HUMAN_CHECK_KEYS.map((key) => [key, t(key)])) as HumanCheckStrings
}
