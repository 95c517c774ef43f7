'use client'

import type { Locale } from '@/i18n/routing'
// Types only: the module holds the zod schema, which must not reach the browser bundle (the limits and topics
// come in as props from the server component).
import type { CONTACT_LIMITS, ContactTopic } from '@/lib/forms/contact'
import { PublicForm, type PublicFormLabels } from '@/components/Forms/PublicForm'
import { EmailField, NameField, PhoneField, SelectField, TextArea, TextField } from '@/components/Forms/Field'
import { sendForm } from '@/components/Forms/send'

const ENDPOINT = '/api/EmailSend'

export type ContactFormLabels = PublicFormLabels & {
  fields: {
    name: string
    email: string
    firmName: string
    tel: string
    subject: string
    topic: string
    message: string
  }
  /** Placeholder of the required fields. */
  required: string
  topicNone: string
  /** The five topics (CONTACT_TOPICS) with their labels, in order. */
  topics: { value: ContactTopic; label: string }[]
  formats: { name: string; email: string; tel: string }
}

/** The contact form of spec §2/§4/§5: POST /api/EmailSend with the human check's solution. */
export function ContactForm({
  locale,
  labels,
  limits,
}: {
  locale: Locale
  labels: ContactFormLabels
  /** CONTACT_LIMITS, the bounds the server enforces. */
  limits: typeof CONTACT_LIMITS
}) {
  const { fields, formats } = labels
  return (
    <PublicForm
      form="contact"
      locale={locale}
      labels={labels}
      // `lang` records the page's language with the submission.
      send={(values, solution) => sendForm(`${ENDPOINT}?lang=${locale}`, values, solution)}
      onSent={() => {}}
    >
      <NameField
        label={fields.name}
        required
        placeholder={labels.required}
        maxLength={limits.name}
        format={formats.name}
      />
      <EmailField
        label={fields.email}
        required
        placeholder={labels.required}
        maxLength={limits.email}
        format={formats.email}
      />
      <TextField
        name="firm_name"
        label={fields.firmName}
        autoComplete="organization"
        maxLength={limits.firmName}
      />
      <PhoneField
        label={fields.tel}
        required
        placeholder={labels.required}
        maxLength={limits.tel}
        format={formats.tel}
      />
      <TextField name="subject" label={fields.subject} maxLength={limits.subject} />
      <SelectField name="topic" label={fields.topic} none={labels.topicNone} options={labels.topics} />
      <TextArea name="message" label={fields.message} maxLength={limits.message} />
    </PublicForm>
  )
}
