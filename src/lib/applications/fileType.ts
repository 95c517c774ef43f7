/**
 * The type of an uploaded document, read from its first bytes (never from its name or the browser's word):
 * PDF, JPEG and PNG only.
 */
const SIGNATURES = [
  { type: 'application/pdf', extension: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { type: 'image/jpeg', extension: 'jpg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', extension: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
] as const

export type DocumentType = (typeof SIGNATURES)[number]['type']

/** How many bytes decide. */
export const SNIFF_BYTES = 8

/** The type of a file that starts with `head`, or null when it is none of the allowed ones. */
export function documentType(head: Uint8Array): { type: DocumentType; extension: string } | null {
  const match = SIGNATURES.find(({ bytes }) => bytes.every((byte, i) => head[i] === byte))
  return match ? { type: match.type, extension: match.extension } : null
}
