import { isSealedText, newRecordKey, openText, RECORD_KEY_BYTES, sealText } from '../sealed/valueSealing'

/**
 * The words of a whistleblower case at rest, sealed with the case's own key by the shared sealed-record module
 * (src/lib/sealed/valueSealing.ts), bound to the case number and the field (a message: `conversation`).
 */
const DESK = 'whistleblower'

export const CASE_KEY_BYTES = RECORD_KEY_BYTES
export const newCaseKey = newRecordKey

/** What a sealed value is bound to: its case and its field. */
export type SealContext = { caseNumber: string; field: string }

const context = ({ caseNumber, field }: SealContext) => ({ desk: DESK, reference: caseNumber, field })

export function sealValue(caseKey: Buffer, plaintext: string, sealContext: SealContext): string {
  return sealText(caseKey, plaintext, context(sealContext))
}

/** Throws when the value was changed, belongs to another case or field, or the key is not the case's. */
export function openValue(caseKey: Buffer, sealed: string, sealContext: SealContext): string {
  return openText(caseKey, sealed, context(sealContext))
}

/** True for a value in this format (the single-key format of earlier versions starts with `v1:`). */
export const isCaseSealed = isSealedText
