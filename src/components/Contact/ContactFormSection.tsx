import { getTranslations } from 'next-intl/server'
// The form's stylesheets come with the page (here, in a server module: no class map in the browser's code);
// its code waits for the first use (the Lazy… form).
import '@/components/Forms/Forms.module.css'
import '@/components/Button/Button.module.css'
import type { Locale } from '@/i18n/routing'
import { CONTACT_LIMITS, CONTACT_TOPICS } from '@/lib/forms/contact'
import { publicFormLabels } from '@/components/Forms/humanCheckStrings'
import type { ContactFormLabels } from './ContactForm'
import { LazyContactForm } from './LazyContactForm'

/** The contact form with its texts and the server's bounds, read here so the browser gets plain props. */
export async function ContactFormSection({ locale }: { locale: Locale }) {
  const [t, common] = await Promise.all([
    getTranslations({ locale, namespace: 'contact.form' }),
    publicFormLabels(locale, 'contact.form'),
  ])
  const labels: ContactFormLabels = {
    ...common,
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
    topicNone: t('topicNone'),
    topics: CONTACT_TOPICS.map((value) => ({ value, label: t(`topics.${value}`) })),
    formats: { name: t('formats.name'), email: t('formats.email'), tel: t('formats.tel') },
  }
  return <LazyContactForm locale={locale} labels={labels} limits={CONTACT_LIMITS} />
}
