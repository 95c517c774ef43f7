/** The report's own words, stored only sealed with the case's key (src/lib/sealed/valueSealing.ts, bound by caseContext in vault.ts). */
export const SEALED_FIELDS = ['name', 'email', 'tel', 'subject', 'message'] as const
export type SealedField = (typeof SEALED_FIELDS)[number]

/**
 * The case's classification that is sealed as well (docs/decisions.md "What the reporting office's figures may
 * know"): its subject area (the reporter's choice on the form, which the office may correct) and the office's
 * free labels. The office changes them on the case with its member's key.
 */
export const CLASS_SEALED_FIELDS = ['area', 'labels'] as const
export type ClassSealedField = (typeof CLASS_SEALED_FIELDS)[number]

/** Every sealed value of a case's row. */
export const CASE_SEALED_FIELDS = [...SEALED_FIELDS, ...CLASS_SEALED_FIELDS] as const
export type CaseSealedField = (typeof CASE_SEALED_FIELDS)[number]
