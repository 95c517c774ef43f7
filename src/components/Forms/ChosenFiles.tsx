'use client'

import styles from './Forms.module.css'

const MB = 1024 * 1024

/** A file's size as the list shows it: in MB with one decimal, at least 0.1. */
export const sizeInMb = (bytes: number) => `${Math.max(0.1, bytes / MB).toFixed(1)} MB`

/**
 * The files chosen for a form, one line each: name, size, what is known of it (`noteOf`), and a button that takes
 * it out again (`remove` holds {name}); the focus then goes back to the file field (`returnFocus`).
 */
export function ChosenFiles({
  files,
  label,
  remove,
  onRemove,
  noteOf,
  disabled,
  testId,
}: {
  files: File[]
  label: string
  remove: string
  onRemove: (index: number) => void
  noteOf?: (file: File) => { text: string; state?: string } | null
  disabled?: boolean
  testId: string
}) {
  if (!files.length) return null
  return (
    <ul className={styles.fileList} aria-label={label} data-testid={testId}>
      {files.map((file, index) => {
        const note = noteOf?.(file)
        return (
          <li key={`${file.name}-${file.size}-${file.lastModified}-${index}`}>
            <span>
              {file.name} ({sizeInMb(file.size)})
              {note && (
                <span className={styles.fileNote} data-testid="file-note" data-state={note.state}>
                  {note.text}
                </span>
              )}
            </span>
            <button
              type="button"
              className={styles.removeFile}
              disabled={disabled}
              onClick={() => onRemove(index)}
            >
              {remove.replace('{name}', file.name)}
            </button>
          </li>
        )
      })}
    </ul>
  )
}

/** The files just picked in a file input, which is emptied again: the next pick adds to them, not replaces. */
export function takeFiles(input: HTMLInputElement): File[] {
  const picked = Array.from(input.files ?? [])
  input.value = ''
  return picked
}
