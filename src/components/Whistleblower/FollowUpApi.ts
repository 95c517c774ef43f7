// Types only: the module holds zod schemas, which must not reach the browser bundle.
import type { CaseMessage, CaseView } from '@/lib/forms/whistleblowerFollowUp'
import { CASE_STATUSES, type CaseStatus } from '@/lib/constants'
import { requestForm, requestJson } from '@/components/Forms/send'

/** The endpoints of the anonymous follow-up (contract: src/lib/forms/whistleblowerFollowUp.ts). */
export const CASE_ENDPOINT = '/api/whistleblower/case'
export const CASE_MESSAGES_ENDPOINT = '/api/whistleblower/case/messages'
export const caseFileEndpoint = (id: number) => `/api/whistleblower/case/files/${id}`
export const CASE_CONFIRM_ENDPOINT = '/api/whistleblower/case/confirm'

export type Credentials = { caseNumber: string; accessCode: string }

/**
 * What became of a call: the case, a refusal (unknown case and wrong code alike), throttled for some minutes,
 * or anything else (network, server error, an answer that is not a case).
 */
export type Outcome =
  | { kind: 'ok'; view: CaseView }
  | { kind: 'denied' }
  | { kind: 'throttled'; minutes: number }
  | { kind: 'too-large' }
  | { kind: 'wrong-type' }
  | { kind: 'storage-full' }
  | { kind: 'failed' }

function isMessage(value: unknown): value is CaseMessage {
  if (!value || typeof value !== 'object') return false
  const message = value as Record<string, unknown>
  return (
    (message.author === 'reporter' || message.author === 'office') &&
    typeof message.body === 'string' &&
    typeof message.createdAt === 'string'
  )
}

function isCaseView(value: unknown): value is CaseView {
  if (!value || typeof value !== 'object') return false
  const view = value as Record<string, unknown>
  return (
    typeof view.caseNumber === 'string' &&
    (CASE_STATUSES as readonly string[]).includes(view.status as CaseStatus) &&
    typeof view.receivedAt === 'string' &&
    typeof view.subject === 'string' &&
    Array.isArray(view.messages) &&
    view.messages.every(isMessage)
  )
}

/** Retry-After in seconds (or as an HTTP date) → whole minutes, rounded up, at least 1. */
export function retryMinutes(header: string | null, now = Date.now()): number {
  const value = header?.trim() ?? ''
  let seconds = Number.NaN
  if (/^\d+$/.test(value)) seconds = Number(value)
  else if (value) seconds = (Date.parse(value) - now) / 1000
  return Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds / 60)) : 1
}

/**
 * POSTs `body` as JSON and reads the answer: `expected` (200 or 201) with a CaseView, 403, 429 or a failure.
 * Nothing of the request is kept: no cookies are needed, nothing goes into the URL or storage.
 */
export async function postCase(
  url: string,
  body: Record<string, string> | FormData,
  expected: number,
): Promise<Outcome> {
  let answer: { response: Response; json: unknown }
  const options = { cache: 'no-store', credentials: 'omit', referrerPolicy: 'no-referrer' } as const
  try {
    answer = body instanceof FormData ? await requestForm(url, body, options) : await requestJson(url, body, options)
  } catch (error) {
    console.warn(`${url}: request failed`, error)
    return { kind: 'failed' }
  }
  const { response, json } = answer
  if (response.status === 403) return { kind: 'denied' }
  if (response.status === 429)
    return { kind: 'throttled', minutes: retryMinutes(response.headers.get('Retry-After')) }
  if (response.status === 413) return { kind: 'too-large' }
  if (response.status === 415) return { kind: 'wrong-type' }
  if (response.status === 507) return { kind: 'storage-full' }
  if (response.status !== expected) {
    console.warn(`${url} answered ${response.status}`)
    return { kind: 'failed' }
  }
  if (isCaseView(json)) return { kind: 'ok', view: json }
  console.warn(`${url} answered ${response.status} without a case`)
  return { kind: 'failed' }
}

/**
 * Downloads a file of the case (POST with case number and code: nothing in the URL) and hands it to the browser
 * as a download under its name; false when that failed.
 */
export async function downloadCaseFile(credentials: Credentials, file: { id: number; name: string }): Promise<boolean> {
  try {
    const response = await fetch(caseFileEndpoint(file.id), {
      method: 'POST',
      cache: 'no-store',
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(credentials),
    })
    if (!response.ok) return false
    const url = URL.createObjectURL(await response.blob())
    const link = document.createElement('a')
    link.href = url
    link.download = file.name
    document.body.append(link)
    link.click()
    link.remove()
    setTimeout(() => URL.revokeObjectURL(url), 60_000)
    return true
  } catch (error) {
    console.warn('case file: download failed', error)
    return false
  }
}
