import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { CONTACT_LIMITS, CONTACT_TOPICS } from '@/lib/forms/contact'
import type { HumanCheckStrings } from '@/components/Forms/HumanCheck'
import { ContactForm, type ContactFormLabels } from './ContactForm'

const HUMAN_CHECK_KEYS = [
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

/** The contact form with its texts and the server's bounds, read here so the browser gets plain props. */
export async function ContactFormSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'contact.form' })
  const labels: ContactFormLabels = {
    fields: {
      name: t('fields.name'),
      email: t('fields.email'),
      firmName: t('fields.firmName'),
      tel: t('fields.tel'),
      subject: t('fields.subject'),
      topic: t('fields.topic'),
      message: t('fields.message'),
    },
    required: t('required'),
    missing: t('missing'),
    topicNone: t('topicNone'),
    topics: CONTACT_TOPICS.map((value) => ({ value, label: t(`topics.${value}`) })),
    formats: { name: t('formats.name'), email: t('formats.email'), tel: t('formats.tel') },
    submit: t('submit'),
    sending: t('sending'),
    success: t('sendingfeedback.success'),
    failure: t('sendingfeedback.error'),
    leaveConfirm: t('leaveConfirm'),
    humanCheck: Object.fromEntries(
      HUMAN_CHECK_KEYS.map((key) => [key, t(`humanCheck.${key}`)]),
    ) as HumanCheckStrings,
  }
  return <ContactForm locale={locale} labels={labels} limits={CONTACT_LIMITS} />
}
