/** The report's own words, stored only sealed with the case's key (src/lib/sealed/valueSealing.ts, bound by caseContext in vault.ts). */
export const SEALED_FIELDS = ['name', 'email', 'tel', 'subject', 'message'] as const
export type SealedField = (typeof SEALED_FIELDS)[number]
