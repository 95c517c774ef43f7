'use client'

import { useRef, type ChangeEvent } from 'react'
import forms from '@/components/Forms/Forms.module.css'
import { ChosenFiles, takeFiles } from '@/components/Forms/ChosenFiles'
import { checkOf, useEvidenceChecks } from './evidenceCheck'
import type { EvidenceLabels, EvidenceLimits } from './evidenceTypes'
import own from './WhistleblowerForm.module.css'

/** A chosen file's line: what its check found, before the report is sent. */
function checkNote(file: File, labels: EvidenceLabels): string | null {
  const found = checkOf(file)
  if (!found || found.state === 'unchecked') return null
  if (found.state === 'checking') return labels.checking
  if (found.state === 'uncleanable') return labels.uncleanableShort
  if (found.state === 'wrong-type') return labels.type
  if (!found.removed.length) return /\.txt$/i.test(file.name) ? labels.notRemovable : labels.removedNone
  return `${labels.willRemove} ${found.removed.map((kind) => labels.kinds[kind as keyof EvidenceLabels['kinds']] ?? kind).join(', ')}`
}

/**
 * The evidence files of a report or a follow-up message: a native file input (keyboard usable, read out with
 * its label, the limits and what metadata is and is not removed), the files chosen with a button each to take
 * one out again. Nothing is read in the browser; the server checks the type by the bytes.
 */
export function EvidenceInput({
  id,
  labels,
  limits,
  files,
  onFiles,
  error,
  disabled,
}: {
  id: string
  labels: EvidenceLabels
  limits: EvidenceLimits
  files: File[]
  onFiles: (files: File[]) => void
  error: string | null
  disabled?: boolean
}) {
  const input = useRef<HTMLInputElement>(null)
  const notes = `${id}-limits ${id}-metadata ${id}-kept`
  useEvidenceChecks(files)

  const choose = (event: ChangeEvent<HTMLInputElement>) => onFiles([...files, ...takeFiles(event.target)])

  return (
    <div className={`${forms.field} ${forms.wide}`} data-testid="evidence-files">
      <label htmlFor={id}>{labels.label}</label>
      <input
        ref={input}
        id={id}
        type="file"
        name="files"
        multiple
        disabled={disabled}
        accept={limits.extensions.map((ext) => `.${ext}`).join(',')}
        onChange={choose}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error ${notes}` : notes}
      />
      <p id={`${id}-limits`} className={forms.note}>
        {labels.limits}
      </p>
      <p id={`${id}-metadata`} className={forms.note} data-testid="evidence-metadata-note">
        {labels.metadataRemoved}
      </p>
      <p id={`${id}-kept`} className={forms.note} data-testid="evidence-metadata-kept">
        {labels.metadataKept}
      </p>
      <ChosenFiles
        files={files}
        label={labels.chosen}
        remove={labels.remove}
        disabled={disabled}
        testId="evidence-chosen"
        noteOf={(file) => {
          const text = checkNote(file, labels)
          return text ? { text, state: checkOf(file)?.state } : null
        }}
        onRemove={(index) => {
          onFiles(files.filter((_, at) => at !== index))
          input.current?.focus()
        }}
      />
      {error && (
        <p id={`${id}-error`} className={forms.fieldError}>
          {error}
        </p>
      )}
    </div>
  )
}

/** After sending: per file, the metadata the server removed (or that it removes none of this type). */
export function EvidenceRemoved({
  sent,
  labels,
}: {
  sent: { name: string; removed: string[] }[]
  labels: EvidenceLabels
}) {
  if (!sent.length) return null
  // Every type but plain text is cleaned; text has no metadata besides its words.
  const scrubbed = /\.(?!txt$)[^.]+$/i
  return (
    <div className={own.removed} data-testid="evidence-removed" role="status">
      <h3>{labels.removedHeading}</h3>
      <ul>
        {sent.map((file, index) => (
          <li key={`${file.name}-${index}`}>
            <strong>{file.name}</strong>:{' '}
            {file.removed.length
              ? file.removed
                  .map((kind) => labels.kinds[kind as keyof EvidenceLabels['kinds']] ?? kind)
                  .join(', ')
              : scrubbed.test(file.name)
                ? labels.removedNone
                : labels.notRemovable}
          </li>
        ))}
      </ul>
    </div>
  )
}
