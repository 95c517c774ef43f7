import type { PayloadRequest } from 'payload'
import { inPayloadTransaction } from './payloadTransaction'
import { payloadClient } from './payload'

/** Runs `work` with a request whose database writes are committed together, or not at all. */
export async function inTransaction<T>(work: (req: PayloadRequest) => Promise<T>): Promise<T> {
  return inPayloadTransaction(await payloadClient(), work)
}
