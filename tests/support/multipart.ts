import crypto from 'node:crypto'

/** A part of a multipart/form-data body: a text field, or a file under `files` (or the part `field` names). */
export type Part =
  | { name: string; value: string }
  | { file: Buffer; filename: string; type?: string; field?: string }

export const field = (name: string, value: string): Part => ({ name, value })
export const attach = (file: Buffer, filename: string, type = 'application/octet-stream', field = 'files'): Part => ({
  file,
  filename,
  type,
  field,
})

/** The body and content type of a multipart/form-data request with `parts` in this order. */
export function multipart(parts: Part[]): { body: Buffer; type: string } {
  const boundary = `----test${crypto.randomBytes(8).toString('hex')}`
  const chunks: Buffer[] = []
  for (const part of parts) {
    const disposition =
      'file' in part
        ? `form-data; name="${part.field ?? 'files'}"; filename="${part.filename}"\r\nContent-Type: ${part.type}`
        : `form-data; name="${part.name}"`
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`))
    chunks.push('file' in part ? part.file : Buffer.from(part.value))
    chunks.push(Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { body: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` }
}
