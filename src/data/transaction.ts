import { commitTransaction, createLocalReq, initTransaction, killTransaction, type PayloadRequest } from 'payload'
import { payloadClient } from './payload'

/** Runs `work` with a request whose database writes are committed together, or not at all. */
export async function inTransaction<T>(work: (req: PayloadRequest) => Promise<T>): Promise<T> {
  const payload = await payloadClient()
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const result = await work(req)
    await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
