'use client'

import { useEffect, useState } from 'react'
import type { EvidenceLabels, EvidenceLimits } from './evidenceTypes'

/** The server's check of a chosen file (POST /api/whistleblower/files/check): cleaned there, never stored. */
export type EvidenceCheck =
  | { state: 'checking' }
  | { state: 'clean'; removed: string[] }
  | { state: 'uncleanable' }
  | { state: 'wrong-type' }
  /** Not checked (offline, throttled, too large): the server checks it again when the report is sent. */
  | { state: 'unchecked' }

const CHECK_ENDPOINT = '/api/whistleblower/files/check'

/** Each chosen file's check, kept with the file itself for as long as it is chosen, and its answer to come. */
const checks = new WeakMap<File, EvidenceCheck>()
const pending = new WeakMap<File, Promise<EvidenceCheck>>()

export const checkOf = (file: File): EvidenceCheck | undefined => checks.get(file)

const extension = (name: string) => name.toLowerCase().split('.').pop() ?? ''

/**
 * What is wrong with the files chosen, in the page's language, or null (the server checks again, by the bytes):
 * also a file the server's check found it cannot clean or not of an accepted type, and one still being checked.
 */
export function evidenceProblem(
  files: File[],
  labels: EvidenceLabels,
  limits: EvidenceLimits,
): string | null {
  if (files.length > limits.max) return labels.tooMany
  if (files.reduce((sum, file) => sum + file.size, 0) > limits.totalBytes) return labels.tooLarge
  if (files.some((file) => !limits.extensions.includes(extension(file.name)))) return labels.type
  const uncleanable = files.find((file) => checkOf(file)?.state === 'uncleanable')
  if (uncleanable) return labels.uncleanable.replace('{name}', uncleanable.name)
  if (files.some((file) => checkOf(file)?.state === 'wrong-type')) return labels.type
  if (files.some((file) => checkOf(file)?.state === 'checking')) return labels.stillChecking
  return null
}

/** Resolves once every one of `files` has its check (a send waits for them rather than refusing). */
export async function evidenceChecked(files: File[]): Promise<void> {
  await Promise.all(files.map((file) => pending.get(file)))
}

async function check(file: File): Promise<EvidenceCheck> {
  const form = new FormData()
  form.append('files', file, file.name)
  try {
    const response = await fetch(CHECK_ENDPOINT, {
      method: 'POST',
      body: form,
      headers: { Accept: 'application/json' },
      cache: 'no-store',
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    })
    const answer = (await response.json().catch(() => null)) as {
      files?: { removed: string[] }[]
      fields?: { files?: string }
    } | null
    if (response.ok && answer?.files?.[0]) return { state: 'clean', removed: answer.files[0].removed }
    if (response.status === 415 && answer?.fields?.files === 'cannot be cleaned')
      return { state: 'uncleanable' }
    if (response.status === 415) return { state: 'wrong-type' }
  } catch {
    // Offline or refused by a proxy: the server checks the file when the report is sent.
  }
  return { state: 'unchecked' }
}

/**
 * Checks every chosen file that has no check yet, one after the other (each is read whole once more), and
 * re-renders as each answer comes.
 */
export function useEvidenceChecks(files: File[]): void {
  const [, setDone] = useState(0)
  useEffect(() => {
    let cancelled = false
    void (async () => {
      for (const file of files) {
        if (checks.has(file)) continue
        checks.set(file, { state: 'checking' })
        setDone((n) => n + 1)
        const answer = check(file)
        pending.set(file, answer)
        const result = await answer
        checks.set(file, result)
        if (!cancelled) setDone((n) => n + 1)
      }
    })()
    return () => {
      cancelled = true
    }
  }, [files])
}
