import type { KeyObject } from 'node:crypto'
import type { PayloadRequest } from 'payload'
import { parseRecoveryKey } from '@/lib/sealed/keyWrap'
import { say } from './staffLanguage'

const INVALID = {
  de: 'Ein Wiederherstellungsschlüssel hat 52 Zeichen (Ziffern und Großbuchstaben, in Vierergruppen).',
  en: 'A recovery key has 52 characters (digits and capital letters, in groups of four).',
}

/** The answer when a recovery key is not in the `recoveryKey` field, or a well-formed one does not open `what`. */
export const recoveryKeyRefusal = (req: PayloadRequest, message: { de: string; en: string } = INVALID) =>
  Response.json({ errors: [{ field: 'recoveryKey', message: say(req, message) }] }, { status: 400 })

/** The recovery key a desk member typed into the dashboard's form, or the 400 that says what is wrong with it. */
export async function recoveryKeyFrom(req: PayloadRequest): Promise<KeyObject | Response> {
  const body = (await req.json?.().catch(() => null)) as { recoveryKey?: unknown } | null
  try {
    return parseRecoveryKey(String(body?.recoveryKey ?? ''))
  } catch {
    return recoveryKeyRefusal(req)
  }
}
