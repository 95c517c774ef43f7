'use client'

import { useState, type ReactNode } from 'react'
import type { Locale } from '@/i18n/routing'
// Types only: the module holds the zod schema, which must not reach the browser bundle (the limits come in as
// props from the server component).
import type { WHISTLEBLOWER_LIMITS } from '@/lib/forms/whistleblower'
import { PublicForm, useFormKit, type PublicFormLabels, type Refusal } from '@/components/Forms/PublicForm'
import { EmailField, NameField, PhoneField, SelectField, TextArea, TextField } from '@/components/Forms/Field'
import { sendForm, type Answer } from '@/components/Forms/send'
import { CaseReceipt, type CaseReceiptLabels, type NewCase } from './CaseReceipt'
import own from './WhistleblowerForm.module.css'
import { evidenceChecked, evidenceProblem } from './evidenceCheck'
import { EvidenceInput, EvidenceRemoved } from './EvidenceInput'
import type { EvidenceLabels, EvidenceLimits, SentFile } from './evidenceTypes'

const ENDPOINT = '/api/EmailHinweisgeberschutzSend'

export type WhistleblowerFormLabels = PublicFormLabels & {
  fields: { name: string; email: string; tel: string; subject: string; message: string; area: string }
  /** The subject area (HinSchG §2): optional, with "I don't know" among the options. */
  area: { none: string; note: string; options: { value: string; label: string }[] }
  /** Placeholder of the optional fields. */
  optional: string
  /** Under the e-mail field: what the address is used for. */
  emailNote: string
  formats: { email: string; tel: string }
  receipt: CaseReceiptLabels
  evidence: EvidenceLabels
}

/** Checked first (spec §5): the required subject and message, then the format of filled optional fields. */
const REQUIRED_FIRST = ['subject', 'message'] as const

function isNewCase(answer: unknown): answer is NewCase & { files?: SentFile[] } {
  if (typeof answer !== 'object' || answer === null) return false
  const { caseNumber, accessCode } = answer as Record<string, unknown>
  return typeof caseNumber === 'string' && typeof accessCode === 'string'
}

/** The evidence files inside the form: their problem shown as the form's problem of the field `files`. */
function Evidence({
  labels,
  limits,
  files,
  onFiles,
}: {
  labels: EvidenceLabels
  limits: EvidenceLimits
  files: File[]
  onFiles: (files: File[]) => void
}) {
  const { id, invalid, show, disabled } = useFormKit()
  return (
    <EvidenceInput
      id={`${id}-files`}
      labels={labels}
      limits={limits}
      files={files}
      onFiles={(chosen) => {
        onFiles(chosen)
        const problem = evidenceProblem(chosen, labels, limits)
        if (problem || invalid?.field === 'files') show(problem ? { field: 'files', message: problem } : null)
      }}
      error={invalid?.field === 'files' ? invalid.message : null}
      disabled={disabled}
    />
  )
}

/**
 * The whistleblower report form of spec §2/§4/§5: POST /api/EmailHinweisgeberschutzSend with the human
 * check's solution, as JSON, or with files as multipart. Reports may be anonymous (only subject and message are
 * required); the answer's case number and access code are shown once, for the anonymous follow-up.
 */
export function WhistleblowerForm({
  locale,
  labels,
  limits,
  evidenceLimits,
  followUp,
}: {
  locale: Locale
  labels: WhistleblowerFormLabels
  /** WHISTLEBLOWER_LIMITS, the bounds the server enforces. */
  limits: typeof WHISTLEBLOWER_LIMITS
  /** WHISTLEBLOWER_FILES, as the browser needs them. */
  evidenceLimits: EvidenceLimits
  /** The paragraph with the link to the follow-up page, rendered on the server. */
  followUp: ReactNode
}) {
  // Shown until the next report is sent: typing into the form again does not hide the code.
  const [receipt, setReceipt] = useState<NewCase | null>(null)
  const [files, setFiles] = useState<File[]>([])
  const [sent, setSent] = useState<SentFile[]>([])
  const { fields, formats, evidence } = labels
  const emailNote = <span data-testid="whistleblower-email-note">{labels.emailNote}</span>

  async function filesProblem() {
    await evidenceChecked(files)
    const message = evidenceProblem(files, evidence, evidenceLimits)
    return message ? { field: 'files', message } : null
  }

  function refused({ status, json }: Answer): Refusal {
    const file = (json as { file?: string } | undefined)?.file
    if (status === 413) return { field: 'files', message: evidence.tooLarge }
    if (status === 415 && file)
      return { field: 'files', message: evidence.uncleanable.replace('{name}', file) }
    return status === 415 ? { field: 'files', message: evidence.type } : null
  }

  return (
    <div className={own.wrap}>
      <PublicForm
        form="whistleblower"
        locale={locale}
        labels={labels}
        order={REQUIRED_FIRST}
        filesChosen={files.length > 0}
        beforeSend={filesProblem}
        send={(values, solution) =>
          sendForm(
            ENDPOINT,
            values,
            solution,
            files.length ? files.map((file) => ({ part: 'files', file })) : undefined,
          )
        }
        refused={refused}
        onSent={(answer) => {
          if (!isNewCase(answer)) throw new Error(`${ENDPOINT} answered without case number`)
          setReceipt({ caseNumber: answer.caseNumber, accessCode: answer.accessCode })
          setSent((answer.files ?? []).filter(Boolean))
          setFiles([])
        }}
      >
        <NameField label={fields.name} placeholder={labels.optional} maxLength={limits.name} />
        <EmailField
          label={fields.email}
          placeholder={labels.optional}
          maxLength={limits.email}
          format={formats.email}
          note={emailNote}
        />
        <PhoneField
          label={fields.tel}
          placeholder={labels.optional}
          maxLength={limits.tel}
          format={formats.tel}
        />
        <TextField name="subject" label={fields.subject} required maxLength={limits.subject} />
        <SelectField
          name="area"
          label={fields.area}
          none={labels.area.none}
          note={labels.area.note}
          options={labels.area.options}
        />
        <TextArea name="message" label={fields.message} required maxLength={limits.message} />
        <Evidence labels={evidence} limits={evidenceLimits} files={files} onFiles={setFiles} />
      </PublicForm>
      {/* Outside the form: its focus would start the human check's next proof of work at once. */}
      {receipt && (
        <CaseReceipt key={receipt.caseNumber} receipt={receipt} labels={labels.receipt}>
          {followUp}
          <EvidenceRemoved sent={sent} labels={evidence} />
        </CaseReceipt>
      )}
    </div>
  )
}
