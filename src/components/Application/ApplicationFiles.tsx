'use client'

import { useEffect, useRef, type ChangeEvent, type Dispatch, type SetStateAction } from 'react'
import { ChosenFiles, takeFiles } from '@/components/Forms/ChosenFiles'
import { FieldError } from '@/components/Forms/FieldError'
import { useFormKit } from '@/components/Forms/PublicForm'
import type { Problem } from '@/components/Forms/formFields'
import styles from '@/components/Forms/Forms.module.css'

export type ApplicationFilesLabels = {
  cv: string
  files: string
  note: string
  chosen: string
  /** Holds {name}. */
  remove: string
  cvMissing: string
  /** Holds {name}. */
  empty: string
  tooMany: string
  tooLarge: string
  type: string
  /** Holds {name}. */
  uncleanable: string
}

export type ApplicationFilesLimits = { maxFiles: number; totalBytes: number; extensions: readonly string[] }

/** The documents chosen: the CV (part `cv`) and the further ones (`files`), each added one by one. */
export type Documents = { cv: File[]; files: File[] }

const extension = (name: string) => name.toLowerCase().split('.').pop() ?? ''

/** What is wrong with the documents before sending, at the field it concerns; the server checks again, by the bytes. */
export function documentsProblem(
  documents: Documents,
  labels: ApplicationFilesLabels,
  limits: ApplicationFilesLimits,
): Problem | null {
  const all = [...documents.cv, ...documents.files]
  const fieldOf = (file: File) => (documents.cv.includes(file) ? 'cv' : 'files')
  const empty = all.find((file) => file.size === 0)
  if (empty) return { field: fieldOf(empty), message: labels.empty.replace('{name}', empty.name) }
  const wrong = all.find((file) => !limits.extensions.includes(extension(file.name)))
  if (wrong) return { field: fieldOf(wrong), message: labels.type }
  if (!documents.cv.length) return { field: 'cv', message: labels.cvMissing }
  if (all.length > limits.maxFiles) return { field: 'files', message: labels.tooMany }
  if (all.reduce((sum, file) => sum + file.size, 0) > limits.totalBytes)
    return { field: 'files', message: labels.tooLarge }
  return null
}

/**
 * One file field of the application: a native file input that adds to the list beside it (the CV's replaces),
 * the list with name, size and a button to take each one out again. A file chosen before the scripts ran is
 * taken from the input at hydration.
 */
function DocumentField({
  part,
  label,
  note,
  documents,
  onDocuments,
  labels,
  accept,
}: {
  part: keyof Documents
  label: string
  note?: string
  documents: Documents
  onDocuments: Dispatch<SetStateAction<Documents>>
  labels: ApplicationFilesLabels
  accept: string
}) {
  const chosen = documents[part]
  const { id, invalid, show, disabled } = useFormKit()
  const input = useRef<HTMLInputElement>(null)
  const fieldId = `${id}-${part}`
  const error = invalid?.field === part ? invalid.message : null
  const take = (element: HTMLInputElement) => {
    const picked = takeFiles(element)
    // One CV: a new pick replaces it; further documents are added.
    onDocuments((current) => ({
      ...current,
      [part]: part === 'cv' ? picked.slice(-1) : [...current[part], ...picked],
    }))
    if (error) show(null)
  }
  useEffect(() => {
    if (input.current?.files?.length) take(input.current)
    // Once, at hydration: afterwards the input's change event adds.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const describedBy = [note ? `${fieldId}-note` : null, error ? `${fieldId}-error` : null]
    .filter(Boolean)
    .join(' ')
  return (
    <div className={`${styles.field} ${styles.wide}`} data-testid={`application-${part}`}>
      <label htmlFor={fieldId}>{label}</label>
      <input
        ref={input}
        id={fieldId}
        type="file"
        accept={accept}
        disabled={disabled}
        onChange={(event: ChangeEvent<HTMLInputElement>) => take(event.target)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {note && (
        <p id={`${fieldId}-note`} className={styles.note}>
          {note}
        </p>
      )}
      <ChosenFiles
        files={chosen}
        label={`${label}: ${labels.chosen}`}
        remove={labels.remove}
        disabled={disabled}
        testId={`application-${part}-chosen`}
        onRemove={(index) => {
          onDocuments((current) => ({ ...current, [part]: current[part].filter((_, at) => at !== index) }))
          input.current?.focus()
        }}
      />
      <FieldError id={`${fieldId}-error`} message={error} />
    </div>
  )
}

/** The application's documents: the CV, then the further ones (letter, certificates, photo). */
export function ApplicationFiles({
  documents,
  onDocuments,
  labels,
  limits,
}: {
  documents: Documents
  onDocuments: Dispatch<SetStateAction<Documents>>
  labels: ApplicationFilesLabels
  limits: ApplicationFilesLimits
}) {
  const accept = limits.extensions.map((ext) => `.${ext}`).join(',')
  return (
    <>
      <DocumentField
        part="cv"
        label={labels.cv}
        note={labels.note}
        documents={documents}
        onDocuments={onDocuments}
        labels={labels}
        accept={accept}
      />
      <DocumentField
        part="files"
        label={labels.files}
        documents={documents}
        onDocuments={onDocuments}
        labels={labels}
        accept={accept}
      />
    </>
  )
}
