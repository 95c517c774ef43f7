import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { CONTACT_LIMITS, CONTACT_TOPICS } from '@/lib/forms/contact'
import { humanCheckStrings } from '@/components/Forms/humanCheckStrings'
import { ContactForm, type ContactFormLabels } from './ContactForm'

/** The contact form with its texts and the server's bounds, read here so the browser gets plain props. */
export async function ContactFormSection({ locale }: { locale: Locale }) {
  const [t, humanCheck] = await Promise.all([
    getTranslations({ locale, namespace: 'contact.form' }),
    humanCheckStrings(locale),
  ])
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
    storageFull: t('sendingfeedback.storageFull'),
    leaveConfirm: t('leaveConfirm'),
    humanCheck,
  }
  return <ContactForm locale={locale} labels={labels} limits={CONTACT_LIMITS} />
}
