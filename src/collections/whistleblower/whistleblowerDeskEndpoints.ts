import type { Endpoint, PayloadRequest } from 'payload'
import { hasRole } from '@/access/roles'
import { ApiError, handle, idParam, json, jsonBody } from '@/lib/api'
import { WHISTLEBLOWER_BODY_MAX_BYTES } from '@/lib/constants'
import { deskCaseSchema } from '@/lib/forms/deskCase'
import { siteYear } from '@/lib/siteTime'
import { attachmentResponse } from '@/lib/uploads/attachment'
import { zipStream } from '@/lib/uploads/zipArchive'
import { sendsFiles } from '@/lib/forms/formRoute'
import { receiveNewCase } from '@/lib/whistleblower/caseUploads'
import { figuresCsv, figuresLanguage } from '@/lib/whistleblower/figureRows'
import { OFFICE_ROLE } from '@/lib/whistleblower/vault'
import { openCaseArchive } from '@/data/whistleblower/caseFile'
import { recordDeskCase, type OfficeUser } from '@/data/whistleblower/deskCases'
import { officeFigures } from '@/data/whistleblower/figures'
import { archiveName, caseArchiveEntries } from './caseFileDocument'

/**
 * The office's own HTTP on its cases, beside Payload's REST API of the collection (custom endpoints match before
 * Payload's own, so `figures` is never read as an id): recording a case received otherwise than on the website,
 * the whole case as a ZIP, the yearly figures as CSV. Members of the reporting office only; anyone else, admins
 * and editors too, gets 403 before anything is read. (The reporter's routes are the public API under
 * /api/whistleblower/case; why the staff's are here: docs/decisions.md "The desks' HTTP".)
 */

/** Payload's request is the incoming Request, with the signed-in user added. */
const asRequest = (req: PayloadRequest) => req as unknown as Request

function member(req: PayloadRequest, refusal: string): OfficeUser {
  if (!req.user || !hasRole(req.user, OFFICE_ROLE)) throw new ApiError(403, refusal)
  return req.user
}

/**
 * `POST /cms-api/whistleblower-reports/desk-cases`: a case received by phone, in person, by post or by e-mail
 * (contract: src/lib/forms/deskCase.ts): JSON, or multipart/form-data with up to 10 `files` after the fields,
 * received, cleaned of metadata and sealed exactly as a web report's files.
 */
const recordCase: Endpoint = {
  path: '/desk-cases',
  method: 'post',
  handler: (req) =>
    handle(async () => {
      const recorder = member(req, 'Only members of the reporting office record cases')
      const request = asRequest(req)
      if (sendsFiles(request)) {
        const recorded = await receiveNewCase(request, deskCaseSchema(new Date()), (input, attached) =>
          recordDeskCase(req.payload, recorder, input, attached),
        )
        return json(recorded, 201)
      }
      const input = await jsonBody(request, deskCaseSchema(new Date()), WHISTLEBLOWER_BODY_MAX_BYTES)
      return json(await recordDeskCase(req.payload, recorder, input), 201)
    }, 'recording a case'),
}

/**
 * `GET /cms-api/whistleblower-reports/:id/archive?lang=de`: the whole case as a ZIP for review on an offline
 * machine — the case file as text (with each file's size and SHA-256) and every file decrypted, as stored
 * (metadata removed); made as it is sent; an attachment; one 'export' entry in the case's access log. Only a
 * member whose key opens the case; a malformed id or language 400, no such case 404.
 */
const archive: Endpoint = {
  path: '/:id/archive',
  method: 'get',
  handler: (req) =>
    handle(async () => {
      member(req, 'Only members of the reporting office export cases')
      const id = idParam(String(req.routeParams?.id ?? ''))
      const lang = req.searchParams.get('lang')
      if (lang !== null && lang !== 'de' && lang !== 'en')
        throw new ApiError(400, "Unsupported lang: use 'de' or 'en'")
      const language = figuresLanguage(lang)
      const now = new Date()
      const opened = await openCaseArchive(req, id, now, language)
      if ('refused' in opened) {
        if (opened.refused === 404) throw new ApiError(404, 'Case not found')
        throw new ApiError(
          403,
          'This case is not open for you: sign in again, or ask a member to grant you access',
        )
      }
      const zip = zipStream(caseArchiveEntries(opened, language), now)
      return attachmentResponse(zip, {
        type: 'application/zip',
        name: archiveName(opened.file.caseNumber, language),
      })
    }, 'exporting a case'),
}

/**
 * `GET /cms-api/whistleblower-reports/figures?year=2026&lang=de`: the yearly figures as CSV (an attachment).
 * A year without figures 404; malformed 400.
 */
const figures: Endpoint = {
  path: '/figures',
  method: 'get',
  handler: (req) =>
    handle(async () => {
      member(req, 'Only members of the reporting office read the figures')
      const rawYear = req.searchParams.get('year')
      if (rawYear !== null && !/^\d{4}$/.test(rawYear))
        throw new ApiError(400, 'Invalid input', { year: 'must be a year like 2026' })
      const language = figuresLanguage(req.searchParams.get('lang'))
      const now = new Date()
      const answer = await officeFigures(req, rawYear === null ? null : Number(rawYear), now)
      if (!answer) throw new ApiError(403, 'Only members of the reporting office read the figures')
      const { figures, areas } = answer
      if (rawYear !== null && figures.year !== Number(rawYear))
        throw new ApiError(404, 'No figures for this year')
      const name =
        language === 'de'
          ? `meldestelle-kennzahlen-${figures.year}.csv`
          : `reporting-office-figures-${figures.year}.csv`
      return new Response(figuresCsv(figures, language, figures.year === siteYear(now), areas), {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${name}"`,
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
        },
      })
    }, 'reading the figures'),
}

export const deskEndpoints = [recordCase, archive, figures]
