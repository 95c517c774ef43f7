import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'

/** Runs `work` in a transaction of `req` (or in the one it already has), all or nothing. */
export async function inRequestTransaction<T>(req: PayloadRequest, work: () => Promise<T>): Promise<T> {
  const own = await initTransaction(req)
  try {
    const result = await work()
    if (own) await commitTransaction(req)
    return result
  } catch (error) {
    if (own) await killTransaction(req)
    throw error
  }
}
