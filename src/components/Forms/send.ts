import type { HumanCheckHandle } from './HumanCheck'

/**
 * POSTs `body` as JSON and returns the parsed JSON answer. Throws when the request fails, when the answer is
 * not JSON (e.g. a proxy's error page) and when its status is not OK.
 */
export async function postJson(url: string, body: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  })
  const text = await response.text()
  let answer: unknown
  try {
    answer = JSON.parse(text)
  } catch {
    throw new Error(`${url} answered ${response.status} without JSON: ${text.slice(0, 200)}`)
  }
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(answer)}`)
  return answer
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
