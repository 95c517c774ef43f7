/** The report's own words, stored only sealed with the case's key (src/lib/whistleblower/caseSealing.ts). */
export const SEALED_FIELDS = ['name', 'email', 'tel', 'subject', 'message'] as const
export type SealedField = (typeof SEALED_FIELDS)[number]
