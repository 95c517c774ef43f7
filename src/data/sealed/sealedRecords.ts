import type { PayloadRequest } from 'payload'
import type { DeskEntry } from '@/lib/sealed/desks'
import { newRecordKey, sealText } from '@/lib/sealed/valueSealing'
import { wrapForDesk } from './deskVault'
import { inRequestTransaction } from '../requestTransaction'

/** A record's texts, each sealed under the record's own key into the field `<name>Sealed`. */
export function sealedTexts(
  desk: DeskEntry,
  recordKey: Buffer,
  reference: string,
  texts: Record<string, string | null | undefined>,
): Record<string, string | null> {
  return Object.fromEntries(
    Object.entries(texts).map(([field, value]) => [
      `${field}Sealed`,
      value ? sealText(recordKey, value, { desk: desk.name, reference, field }) : null,
    ]),
  )
}

/**
 * Stores a new record of `desk` whose `texts` nobody but the desk reads: sealed under a new record key, which is
 * wrapped for every keyed member and the recovery key (or the server's key while the desk is not set up), all in
 * one transaction. `data` holds the record's open fields, its reference among them.
 */
export async function createSealedRecord(
  desk: DeskEntry,
  req: PayloadRequest,
  input: { data: Record<string, unknown> & { [reference: string]: unknown }; texts: Record<string, string | null | undefined> },
): Promise<{ id: number; reference: string }> {
  const reference = String(input.data[desk.reference])
  const recordKey = newRecordKey()
  return inRequestTransaction(req, async () => {
    const doc: { id: number | string } = await req.payload.create({
      collection: desk.records as never,
      data: { ...input.data, ...sealedTexts(desk, recordKey, reference, input.texts) } as never,
      overrideAccess: true,
      depth: 0,
      req,
    })
    const ref = { id: Number(doc.id), reference }
    await wrapForDesk(desk, req, ref, recordKey)
    return ref
  })
}
