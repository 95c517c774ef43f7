'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'
import type { Locale } from '@/i18n/routing'
import { PublicForm, type PublicFormLabels, type Refusal } from '@/components/Forms/PublicForm'
import {
  CheckboxField,
  EmailField,
  NameField,
  PhoneField,
  TextArea,
  TextField,
} from '@/components/Forms/Field'
import { sendForm, type Answer } from '@/components/Forms/send'
import {
  ApplicationFiles,
  documentsProblem,
  type ApplicationFilesLabels,
  type ApplicationFilesLimits,
  type Documents,
} from './ApplicationFiles'
import own from './ApplicationForm.module.css'

const ENDPOINT = '/api/applications'

export type ApplicationFormLabels = PublicFormLabels & {
  fields: { name: string; email: string; phone: string; start: string; salary: string; message: string }
  optional: string
  consent: ReactNode
  talentPool: string
  formats: { email: string; phone: string }
  documents: ApplicationFilesLabels
  consentMissing: string
  confirmation: { heading: string; text: string; reference: string; keep: string }
}

export type ApplicationFormLimits = ApplicationFilesLimits & {
  name: number
  email: number
  phone: number
  start: number
  salary: number
  message: number
}

const NONE: Documents = { cv: [], files: [] }

/**
 * After sending: the reference in place of the form (no live form left behind to send again), taking the focus
 * so that the page stays where the form was and screen readers read it out.
 */
function Confirmation({
  reference,
  labels,
}: {
  reference: string
  labels: ApplicationFormLabels['confirmation']
}) {
  const panel = useRef<HTMLElement>(null)
  useEffect(() => {
    panel.current?.focus({ preventScroll: true })
    panel.current?.scrollIntoView({ block: 'nearest' })
  }, [])
  return (
    <section
      ref={panel}
      className={own.confirmation}
      tabIndex={-1}
      aria-labelledby="application-sent"
      data-testid="application-confirmation"
    >
      <h2 id="application-sent">{labels.heading}</h2>
      <p role="status">{labels.text}</p>
      <p className={own.reference} data-testid="application-reference">
        {labels.reference} <strong>{reference}</strong>
      </p>
      <p>{labels.keep}</p>
    </section>
  )
}

/**
 * The application form (issue 40): POST /api/applications as multipart, the CV and the further documents each
 * in its part, both consents and the human check's solution. The browser checks what it can (required fields,
 * formats, the CV, count, size, type and emptiness of the documents); the server checks it all again, the
 * documents' type by their bytes.
 */
export function ApplicationForm({
  locale,
  jobId,
  labels,
  limits,
}: {
  locale: Locale
  /** Absent: a speculative application. */
  jobId?: number
  labels: ApplicationFormLabels
  limits: ApplicationFormLimits
}) {
  const [documents, setDocuments] = useState<Documents>(NONE)
  const [reference, setReference] = useState<string | null>(null)
  const { fields, formats, documents: texts } = labels

  function refused({ status, json }: Answer): Refusal {
    const answer = json as { fields?: Record<string, string>; file?: string } | undefined
    const named = answer?.fields?.file
    const fieldOf = (name?: string) => (documents.cv.some((file) => file.name === name) ? 'cv' : 'files')
    if (status === 413) return { field: 'files', message: texts.tooLarge }
    if (status === 415 && named)
      return { field: fieldOf(named), message: texts.uncleanable.replace('{name}', named) }
    if (status === 415) return { field: 'files', message: texts.type }
    if (answer?.fields?.files === 'empty file')
      return { field: fieldOf(named), message: texts.empty.replace('{name}', named ?? '') }
    if (answer?.fields?.cv) return { field: 'cv', message: texts.cvMissing }
    return null
  }

  if (reference) return <Confirmation reference={reference} labels={labels.confirmation} />
  return (
    <PublicForm
      form="application"
      locale={locale}
      labels={labels}
      filesChosen={documents.cv.length + documents.files.length > 0}
      beforeSend={() => documentsProblem(documents, texts, limits)}
      send={(values, solution) =>
        sendForm(
          ENDPOINT,
          { ...values, ...(jobId ? { jobId: String(jobId) } : {}), lang: locale },
          solution,
          [
            ...documents.cv.map((file) => ({ part: 'cv', file })),
            ...documents.files.map((file) => ({ part: 'files', file })),
          ],
        )
      }
      refused={refused}
      onSent={(answer) => {
        setDocuments(NONE)
        setReference((answer as { reference: string }).reference)
      }}
    >
      <NameField label={fields.name} required maxLength={limits.name} />
      <EmailField label={fields.email} required maxLength={limits.email} format={formats.email} />
      <PhoneField
        name="phone"
        label={fields.phone}
        placeholder={labels.optional}
        maxLength={limits.phone}
        format={formats.phone}
      />
      <TextField name="start" label={fields.start} placeholder={labels.optional} maxLength={limits.start} />
      <TextField
        name="salary"
        label={fields.salary}
        placeholder={labels.optional}
        maxLength={limits.salary}
      />
      <TextArea name="message" label={fields.message} required maxLength={limits.message} />
      <ApplicationFiles documents={documents} onDocuments={setDocuments} labels={texts} limits={limits} />
      <CheckboxField name="consent" label={labels.consent} required missing={labels.consentMissing} />
      <CheckboxField name="talentPool" label={labels.talentPool} />
    </PublicForm>
  )
}
