import { FILE_NAME_MAX_CHARS } from '../constants'
import { extensionsOf } from './fileType'

/**
 * The name a sender gave a file, as shown on receipts, desks and case files: decoded as UTF-8 (by the
 * multipart reader), in Unicode's composed form, without control, format and bidirectional characters (a line
 * feed would forge a line of the case file's text, U+202E makes `rechnung\u202Efdp.exe` read `rechnungexe.pdf`),
 * whitespace runs as one space, at most FILE_NAME_MAX_CHARS characters with its extension kept. Null when
 * nothing usable is left, or the name was not valid UTF-8 (the decoder's replacement character): the part is
 * refused, never stored nameless.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Zl}\p{Zp}]/gu
const REPLACEMENT = '\uFFFD'

export function cleanFileName(raw: string | undefined | null): string | null {
  if (!raw || raw.includes(REPLACEMENT)) return null
  const cleaned = raw
    .normalize('NFC')
    .replace(INVISIBLE, '')
    .replace(/\s+/gu, ' ')
    .trim()
  if (!cleaned || /^\.+$/.test(cleaned)) return null
  const chars = [...cleaned]
  if (chars.length <= FILE_NAME_MAX_CHARS) return cleaned
  const dot = cleaned.lastIndexOf('.')
  const extension = dot > 0 && cleaned.length - dot <= 12 ? [...cleaned.slice(dot)] : []
  return [...chars.slice(0, FILE_NAME_MAX_CHARS - extension.length - 1), '…', ...extension].join('')
}

/** Path separators: a name is one name, never a path. */
const SEPARATORS = /[/\\]/g
/** What no file system of the office's machines takes in a name (Windows' list), for names written to a ZIP. */
const UNSAFE_ON_DISK = /[<>:"|?*]/g

/** A name as a file in a ZIP may carry it on any machine it is unpacked on. */
export const diskSafeName = (name: string) => name.replace(UNSAFE_ON_DISK, '_')

/**
 * The name a download of a file of `type` gets: the cleaned name as it was sent when its extension fits the
 * type (`Prüfbericht Größe.pdf` stays so), else with the type's extension in place of its own, so that a
 * file opens with the program of what it is; `fallback` when there is no name.
 */
export function downloadName(name: string, fallback: string, type: string): string {
  const cleaned = cleanFileName(name)?.replace(SEPARATORS, '_') || fallback
  const dot = cleaned.lastIndexOf('.')
  const extension = dot > 0 ? cleaned.slice(dot + 1).toLowerCase() : ''
  const allowed = extensionsOf(type)
  if (allowed.includes(extension)) return cleaned
  const base = dot > 0 ? cleaned.slice(0, dot) : cleaned
  return `${base}.${allowed[0] ?? 'bin'}`
}

/**
 * Content-Disposition of a download named `name`: `filename*` with the name itself (RFC 6266/8187, UTF-8,
 * percent-encoded), and `filename` with a plain-ASCII stand-in for clients that know no other.
 */
export function contentDisposition(name: string): string {
  const ascii =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]/g, '_')
      .replace(/["\\]/g, '_') || 'file'
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`
}

/** A name as the case file's text gives it: in quotes, so that nothing in it reads as a line or field of its own. */
export const quotedFileName = (name: string) => JSON.stringify(cleanFileName(name) ?? '')
