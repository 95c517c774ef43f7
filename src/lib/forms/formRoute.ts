import type { NextResponse } from 'next/server'
import type { z } from 'zod'
import { ApiError, handle, json, jsonBody, rateLimited } from '../api'
import { isHumanCheckReused, verifyHumanCheck, type HumanCheckForm } from '../captcha'
import { formRateLimit } from '../env'
import { RateLimiter } from '../rateLimit'
import type { ReceivedFile } from '../uploads/multipart'

type Payload = { gRecaptchaResponse: string }
type Fields<S extends z.ZodType<Payload>> = Omit<z.infer<S>, 'gRecaptchaResponse'>

/** Checks the fields that came before the first file, before a byte of it is stored; throws to refuse. */
export type Admit = (before: Record<string, string>) => Promise<void>

/** A multipart body read by a desk's receiver: its text fields, its files as stored, and how to remove them again. */
export type ReceivedForm = {
  fields: Record<string, string>
  files: ReceivedFile[]
  discard: () => Promise<void>
}

/** A form sent as JSON: the body within `maxBytes`, checked against `schema`. */
type JsonPart<S extends z.ZodType<Payload>> = {
  schema: S
  maxBytes: number
  store: (fields: Fields<S>, challengeId: string, request: Request) => Promise<Record<string, unknown>>
}

/**
 * A form sent with files (multipart): `prepare` draws per request what the files are sealed with (a record key,
 * a reference), `receive` reads the body and stores each file as it arrives, after `admit`; `check` adds the
 * field messages the schema cannot give (a file that must be there).
 */
type FilesPart<S extends z.ZodType<Payload>, P> = {
  schema: S
  prepare: () => P
  receive: (request: Request, prepared: P, admit: Admit) => Promise<ReceivedForm>
  check?: (files: ReceivedFile[]) => Record<string, string>
  store: (
    fields: Fields<S>,
    sent: { prepared: P; files: ReceivedFile[]; challengeId: string; request: Request },
  ) => Promise<Record<string, unknown>>
}

const limiters = new Map<HumanCheckForm, RateLimiter>()
/** One limit per client and form, however the form is sent. Keyed on a keyed hash (src/lib/rateLimit). */
const limiterOf = (form: HumanCheckForm) =>
  limiters.get(form) ?? limiters.set(form, new RateLimiter(`form:${form}`, () => formRateLimit)).get(form)!

/** True when the request sends files (multipart/form-data). */
export const sendsFiles = (request: Request) =>
  /^multipart\/form-data/i.test(request.headers.get('content-type') ?? '')

/**
 * The one frame of the public forms' endpoints (spec §7): rate limit per client, the human check bound to its
 * form, then `store`, which keeps the submission (its challenge id is unique, so a replayed solution fails
 * there) and returns the 201 body. Nothing is answered before the submission is stored. A body sent as JSON
 * goes to `json`, one with files (multipart) to `files`, where the human check is verified from the fields
 * before the first file, so that nothing of a body without a solved check is written; a form without the
 * part for a body's kind answers 415.
 */
export function formRoute<J extends z.ZodType<Payload>, F extends z.ZodType<Payload>, P>({
  form,
  json: jsonPart,
  files: filesPart,
}: {
  form: HumanCheckForm
  json?: JsonPart<J>
  files?: FilesPart<F, P>
}) {
  return (request: Request): Promise<NextResponse> =>
    handle(async () => {
      const limited = await rateLimited(limiterOf(form), request)
      if (limited) return limited
      const part = sendsFiles(request) ? filesPart : jsonPart
      if (!part)
        throw new ApiError(415, filesPart ? 'Send the form as multipart/form-data' : 'Send the form as JSON')
      const stored =
        filesPart && part === filesPart
          ? await withFiles(form, filesPart, request)
          : await asJson(form, jsonPart!, request)
      return json({ ok: true, ...stored }, 201)
    }, `the ${form} form`)
}

async function asJson<S extends z.ZodType<Payload>>(
  form: HumanCheckForm,
  part: JsonPart<S>,
  request: Request,
) {
  const { gRecaptchaResponse, ...fields } = await jsonBody(request, part.schema, part.maxBytes)
  return withHumanCheck(form, gRecaptchaResponse, (challengeId) =>
    part.store(fields as Fields<S>, challengeId, request),
  )
}

async function withFiles<S extends z.ZodType<Payload>, P>(
  form: HumanCheckForm,
  part: FilesPart<S, P>,
  request: Request,
) {
  const check = humanCheckFirst(form)
  const prepared = part.prepare()
  const received = await part.receive(request, prepared, check.admit)
  try {
    const parsed = part.schema.safeParse(received.fields)
    const errors = { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...part.check?.(received.files) }
    if (!parsed.success || Object.keys(errors).length) throw new ApiError(400, 'Invalid input', errors)
    const { gRecaptchaResponse: _solution, ...fields } = parsed.data
    return await storeOnce(await check.challengeId(received.fields), (challengeId) =>
      part.store(fields as Fields<S>, { prepared, files: received.files, challengeId, request }),
    )
  } catch (error) {
    await received.discard()
    throw error
  }
}

/**
 * Verifies the human check's `solution` for `form`, then runs `store` with its challenge id (unique: a replayed
 * solution fails there); a failed or reused check is a 400 on `gRecaptchaResponse`.
 */
export async function withHumanCheck<T>(
  form: HumanCheckForm,
  solution: string,
  store: (challengeId: string) => Promise<T>,
): Promise<T> {
  return storeOnce(await verifiedChallenge(form, solution), store)
}

/** The challenge id of a solved human check for `form`; a 400 on `gRecaptchaResponse` when it is not solved. */
async function verifiedChallenge(form: HumanCheckForm, solution: string | undefined): Promise<string> {
  const check = await verifyHumanCheck(solution ?? '', form)
  if (!check.ok) {
    throw new ApiError(400, `Human check failed (${check.reason})`, { gRecaptchaResponse: check.reason })
  }
  return check.challengeId
}

/** Runs `store` with the challenge id; a replayed solution (its id stored already) is a 400. */
export async function storeOnce<T>(
  challengeId: string,
  store: (challengeId: string) => Promise<T>,
): Promise<T> {
  try {
    return await store(challengeId)
  } catch (error) {
    if (isHumanCheckReused(error)) {
      throw new ApiError(400, 'Human check failed (already used)', { gRecaptchaResponse: 'already used' })
    }
    throw error
  }
}

/**
 * The human check of a form sent with files: verified from the fields that came before the first file, before a
 * byte of it is stored (`admit`); a body with its files before the check is refused (400) with nothing written.
 * A body without files has it verified once read (`challengeId`).
 */
export function humanCheckFirst(form: HumanCheckForm) {
  let verified: Promise<string> | null = null
  return {
    admit: async (before: Record<string, string>) => {
      if (!before.gRecaptchaResponse)
        throw new ApiError(400, 'The human check must come before the files', {
          gRecaptchaResponse: 'must come before the files',
        })
      await (verified ??= verifiedChallenge(form, before.gRecaptchaResponse))
    },
    challengeId: (fields: Record<string, string>) =>
      (verified ??= verifiedChallenge(form, fields.gRecaptchaResponse)),
  }
}

/** The 400 answer's field messages of a failed validation: the first message per field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) fields[issue.path.join('.') || '_'] ??= issue.message
  return fields
}
