'use client'

import { useEffect, useState } from 'react'

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
    if (response.status === 415 && answer?.fields?.files === 'cannot be cleaned') return { state: 'uncleanable' }
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
