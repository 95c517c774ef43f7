import type { CollectionSlug, PayloadRequest } from 'payload'
import { APIError } from 'payload'
import { defaultLocale, isLocale } from '@/i18n/routing'
import { staffLanguage } from '@/lib/staffLanguages'
import { publishProblems } from './publishCheck'

const REFUSED = {
  de: (fields: string) =>
    `Nicht geplant: Zur geplanten Zeit ließe sich der Eintrag nicht veröffentlichen. Bitte zuerst ausfüllen: ${fields}.`,
  en: (fields: string) =>
    `Not scheduled: at the planned time the entry could not be published. Please fill in first: ${fields}.`,
}

type Plan = {
  type?: string
  doc?: { relationTo?: string; value?: unknown }
  locale?: string
  req: PayloadRequest
}

/**
 * A planned publication is refused when it would fail: Payload's scheduling drawer queued any plan, and at its
 * time a draft without a required field (a news item's date) failed in the server log alone. Here the draft as
 * it stands is checked as publishing would check it, and the drawer names the fields: Payload's handler of the
 * drawer calls this before it queues (as `config.custom.checkPlan`) and shows the refusal
 * (scripts/patch-dependencies.mjs). What changes between planning and the time is caught by the failed plans'
 * report (src/data/failedSchedules.ts).
 */
export async function checkPlan({ type, doc: target, locale, req }: Plan): Promise<void> {
  const { relationTo, value } = target ?? {}
  if (type !== 'publish' || !relationTo || value === undefined || value === null) return
  const collection = req.payload.collections[relationTo as CollectionSlug]?.config
  if (!collection) return
  const doc = await req.payload.findByID({
    collection: relationTo as CollectionSlug,
    id: String(value),
    draft: true,
    depth: 0,
    locale: locale && isLocale(locale) ? locale : defaultLocale,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  if (!doc) return
  const problems = await publishProblems(collection, doc as unknown as Record<string, unknown>, req)
  if (problems.length === 0) return
  const language = staffLanguage(req.i18n?.language)
  const quoted = (label: string) => (language === 'de' ? `„${label}“` : `“${label}”`)
  const named = problems.map((problem) => `${quoted(problem.label)} (${problem.message})`).join(', ')
  throw new APIError(REFUSED[language](named), 400, { problems }, true)
}
