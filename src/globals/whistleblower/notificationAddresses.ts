import type { GlobalAfterChangeHook, GlobalConfig } from 'payload'
import { auditAccess } from '@/data/whistleblower/audit'

/** Where enquiries and the reporting office's notices go; only admins change them (field access). */
const ADDRESSES = {
  salesEmail: 'Adresse für Anfragen (Vertrieb)',
  reportingOfficeEmail: 'Adresse der Meldestelle',
} as const

/**
 * A changed notification address is written to the office's access log, announced to the office, and told
 * to the old address, so that a redirected inbox does not go unnoticed.
 */
export const announceAddressChange: GlobalAfterChangeHook = async ({ doc, previousDoc, req }) => {
  for (const [field, label] of Object.entries(ADDRESSES)) {
    const before = previousDoc?.[field] as string | undefined
    const after = doc[field] as string | undefined
    if (!before || before === after) continue
    const detail = `${label}: ${before} → ${after}`
    await auditAccess(req, 'address-change', { detail })
    await req.payload.create({
      collection: 'whistleblower-notifications',
      overrideAccess: true,
      req,
      depth: 0,
      data: {
        kind: 'address-change',
        recipient: before,
        detail: `${detail} (geändert von ${req.user ? (req.user as { email?: string }).email : 'System'})`,
        deliveryStatus: 'queued',
        attempts: 0,
        nextAttemptAt: new Date().toISOString(),
      },
    })
  }
  return doc
}

/** The company global, with the reporting office's watch on its notification addresses. */
export const watchingNotificationAddresses = (config: GlobalConfig): GlobalConfig => ({
  ...config,
  hooks: { ...config.hooks, afterChange: [...(config.hooks?.afterChange ?? []), announceAddressChange] },
})
