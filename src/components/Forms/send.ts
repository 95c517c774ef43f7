import type { HumanCheckHandle } from './HumanCheck'

/** The server's storage is full (507): nothing was stored; the form says so in the visitor's language. */
export class StorageFullError extends Error {
  constructor(url: string) {
    super(`${url} answered 507: storage full`)
    this.name = 'StorageFullError'
  }
}

/** The answer 507 means the server's storage is full: nothing was stored, the visitor may try again later. */
export const STORAGE_FULL = 507

/** Request options a caller may add; method, headers and body are always those of a JSON POST. */
export type JsonRequestOptions = Pick<RequestInit, 'cache' | 'credentials' | 'referrerPolicy'>

/**
 * POSTs `body` as JSON. Resolves with the response and its body parsed as JSON (`undefined` when it is not
 * JSON, e.g. a proxy's error page), whatever the status; rejects only when the request itself fails. The one
 * fetch wrapper of the site's forms: `postJson` below and the whistleblower follow-up build on it.
 */
export async function requestJson(
  url: string,
  body: unknown,
  options: JsonRequestOptions = {},
): Promise<{ response: Response; json: unknown; text: string }> {
  const response = await fetch(url, {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  })
  const text = await response.text()
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    json = undefined
  }
  return { response, json, text }
}

/**
 * POSTs `body` as JSON and returns the parsed JSON answer. Throws when the request fails, when the answer is
 * not JSON (e.g. a proxy's error page) and when its status is not OK.
 */
export async function postJson(url: string, body: unknown): Promise<unknown> {
  const { response, json, text } = await requestJson(url, body)
  if (json === undefined)
    throw new Error(`${url} answered ${response.status} without JSON: ${text.slice(0, 200)}`)
  if (response.status === STORAGE_FULL) throw new StorageFullError(url)
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(json)}`)
  return json
}

/**
 * POSTs `form` as multipart/form-data (files with their fields); resolves like `requestJson`, with the status
 * to tell the limits' refusals (413, 415) apart.
 */
export async function requestForm(
  url: string,
  form: FormData,
  options: JsonRequestOptions = {},
): Promise<{ response: Response; json: unknown }> {
  const response = await fetch(url, { ...options, method: 'POST', headers: { Accept: 'application/json' }, body: form })
  const json: unknown = await response.json().catch(() => undefined)
  return { response, json }
}

/**
 * Sends `fields` with the human check's solution as `gRecaptchaResponse` (spec §5) and returns the JSON
 * answer; throws like `postJson`, and when the check cannot be completed. The check is reset afterwards
 * whatever became of the send: the server accepts each solution once.
 */
export async function sendWithHumanCheck(
  humanCheck: HumanCheckHandle | null,
  url: string,
  fields: Record<string, string>,
): Promise<unknown> {
  try {
    const gRecaptchaResponse = await humanCheck?.solution()
    if (!gRecaptchaResponse) throw new Error('The human check could not be completed.')
    return await postJson(url, { ...fields, gRecaptchaResponse })
  } finally {
    humanCheck?.reset()
  }
}
