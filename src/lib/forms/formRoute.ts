import type { NextResponse } from 'next/server'
import type { z } from 'zod'
import { ApiError, handle, json, jsonBody, rateLimited } from '../api'
import { isHumanCheckReused, verifyHumanCheck, type HumanCheckForm } from '../captcha'
import { formRateLimit } from '../env'
import { RateLimiter } from '../rateLimit'

type Payload = { gRecaptchaResponse: string }

/**
 * The frame of both form endpoints (spec §7): rate limit per client, JSON body within `maxBytes`, the human
 * check bound to its form, then `store`, which keeps the submission (its challenge id is unique, so a replayed
 * solution fails there) and returns the 201 body. Nothing is answered before the submission is stored.
 */
export function formHandler<S extends z.ZodType<Payload>>({
  form,
  schema,
  maxBytes,
  store,
}: {
  form: HumanCheckForm
  schema: S
  maxBytes: number
  store: (
    fields: Omit<z.infer<S>, 'gRecaptchaResponse'>,
    challengeId: string,
    request: Request,
  ) => Promise<Record<string, unknown>>
}) {
  // Keyed on a keyed hash, kept an hour at most (src/lib/rateLimit): no client address is stored or logged.
  const limiter = new RateLimiter(`form:${form}`, () => formRateLimit)
  return (request: Request): Promise<NextResponse> =>
    handle(async () => {
      const limited = await rateLimited(limiter, request)
      if (limited) return limited
      const { gRecaptchaResponse, ...fields } = await jsonBody(request, schema, maxBytes)
      const stored = await withHumanCheck(form, gRecaptchaResponse, (challengeId) =>
        store(fields, challengeId, request),
      )
      return json({ ok: true, ...stored }, 201)
    }, `the ${form} form`)
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
export async function storeOnce<T>(challengeId: string, store: (challengeId: string) => Promise<T>): Promise<T> {
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
    challengeId: (fields: Record<string, string>) => (verified ??= verifiedChallenge(form, fields.gRecaptchaResponse)),
  }
}

/** The 400 answer's field messages of a failed validation: the first message per field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) fields[issue.path.join('.') || '_'] ??= issue.message
  return fields
}
