import type { NextResponse } from 'next/server'
import type { z } from 'zod'
import { ApiError, handle, json, jsonBody, throttledError } from '../api'
import { WHISTLEBLOWER_BODY_MAX_BYTES } from '../constants'
import { fieldErrors } from '../forms/formRoute'
import { caseLoginSchema, caseMessageSchema, type CaseView } from '../forms/whistleblowerFollowUp'
import type { ReceivedFile } from '../uploads/multipart'
import { receiveCaseUpload } from './caseUploads'
import { attemptCase, followUpRequestLimited } from './followUpThrottle'

/** The one answer for an unknown case and a wrong code alike. */
const CASE_NOT_OPENED = 'Case number or access code is not correct'

type Login = { caseNumber: string; accessCode: string }

/**
 * Counts the attempt against the client, then `open`s the case: an unknown case or a wrong code (null) is a
 * 403 counted against the case, past its limit a 429; a refused attempt the throttle's own answer.
 */
async function opened<T>(
  request: Request,
  caseNumber: string,
  open: () => Promise<T | null>,
): Promise<T | NextResponse> {
  const attempt = await attemptCase(request, caseNumber)
  if ('refused' in attempt) return attempt.refused
  const result = await open()
  if (!result) {
    const throttled = await attempt.failed()
    if (throttled) return throttled
    throw new ApiError(403, CASE_NOT_OPENED)
  }
  await attempt.succeeded()
  return result
}

const isResponse = (value: unknown): value is NextResponse => value instanceof Response

/**
 * The frame of the follow-up endpoints: request limit, JSON body, the attempt counted against the client,
 * then `work`, which answers the case view (or a response of its own, a download) or null (unknown case or
 * wrong code → 403, counted against the case; past its limit 429).
 */
export function followUpHandler<S extends z.ZodType<Login>>(
  schema: S,
  successStatus: number,
  work: (body: z.infer<S>) => Promise<CaseView | Response | null>,
) {
  return (request: Request): Promise<NextResponse> =>
    handle(async () => {
      const limited = await followUpRequestLimited(request)
      if (limited) return limited
      const body = await jsonBody(request, schema, WHISTLEBLOWER_BODY_MAX_BYTES)
      const result = await opened(request, body.caseNumber, () => work(body))
      return isResponse(result) ? (result as NextResponse) : json(result, successStatus)
    })
}

/**
 * The reporter's message with files (multipart/form-data): case number and access code must come before
 * the files, so the case is opened — and its key at hand — before the first file is sealed with it. The
 * message is stored whole with its files, or not at all.
 */
export function followUpUploadHandler<C extends { caseKey: Buffer | null }>(
  open: (login: Login) => Promise<C | null>,
  work: (found: C, message: string, files: ReceivedFile[]) => Promise<CaseView>,
) {
  return (request: Request): Promise<NextResponse> =>
    handle(async () => {
      const limited = await followUpRequestLimited(request)
      if (limited) return limited
      let found: C | null = null
      const openFrom = async (fields: Record<string, string>): Promise<C> => {
        const login = caseLoginSchema.safeParse(fields)
        if (!login.success) throw new ApiError(400, 'Invalid input', fieldErrors(login.error))
        const result = await opened(request, login.data.caseNumber, () => open(login.data))
        // The throttle's own 429, with its Retry-After.
        if (isResponse(result)) throw throttledError(result)
        if (!result.caseKey) throw new ApiError(403, CASE_NOT_OPENED)
        return (found = result)
      }
      const upload = await receiveCaseUpload(request, async (before) => (await openFrom(before)).caseKey!)
      try {
        const message = caseMessageSchema.safeParse(upload.fields)
        if (!message.success) throw new ApiError(400, 'Invalid input', fieldErrors(message.error))
        const view = await work(found ?? (await openFrom(upload.fields)), message.data.message, upload.files)
        return json(view, 201)
      } catch (error) {
        await upload.discard()
        throw error
      }
    })
}
