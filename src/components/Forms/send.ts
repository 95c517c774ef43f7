/** Request options a caller may add; method, headers and body are always those of a JSON POST. */
export type JsonRequestOptions = Pick<RequestInit, 'cache' | 'credentials' | 'referrerPolicy'>

/**
 * POSTs `body` as JSON. Resolves with the response and its body parsed as JSON (`undefined` when it is not
 * JSON, e.g. a proxy's error page), whatever the status; rejects only when the request itself fails. The one
 * fetch wrapper of the site's forms: `sendForm` below and the whistleblower follow-up build on it.
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
 * POSTs `form` as multipart/form-data (files with their fields); resolves like `requestJson`, with the status
 * to tell the limits' refusals (413, 415) apart.
 */
export async function requestForm(
  url: string,
  form: FormData,
  options: JsonRequestOptions = {},
): Promise<{ response: Response; json: unknown }> {
  const response = await fetch(url, {
    ...options,
    method: 'POST',
    headers: { Accept: 'application/json' },
    body: form,
  })
  const json: unknown = await response.json().catch(() => undefined)
  return { response, json }
}

/** An answer to a form: its status and its body parsed as JSON (`undefined` when it is not JSON). */
export type Answer = { status: number; json: unknown }

/**
 * Sends a form's `fields` with the human check's `solution` as `gRecaptchaResponse` (spec §5): as JSON, or with
 * `files` as multipart, the fields first (the server checks the human check before it stores a byte of a file),
 * then each file in its part (`cv`, `files`). Rejects only when the request itself fails.
 */
export async function sendForm(
  url: string,
  fields: Record<string, string>,
  solution: string,
  files?: { part: string; file: File }[],
): Promise<Answer> {
  if (!files) {
    const { response, json } = await requestJson(url, { ...fields, gRecaptchaResponse: solution })
    return { status: response.status, json }
  }
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  form.append('gRecaptchaResponse', solution)
  for (const { part, file } of files) form.append(part, file, file.name)
  const { response, json } = await requestForm(url, form)
  return { status: response.status, json }
}
