import { createLocalReq, type PayloadRequest } from 'payload'
import { APPLICATIONS_DESK } from '@/lib/applications/desk'
import { memberKey } from '@/lib/sealed/memberKeyring'
import { openRequest } from '../sealed/deskAccess'
import { openedCount, recordKeyForMember, recordTotal } from '../sealed/deskVault'
import { memberKeyPair } from '../sealed/memberKeyPairs'
import { payloadClient } from '../payload'

/**
 * Whether the person signed in on `req` can open an application (or, without one, how many of all), and if
 * not, why: so that the desk says it in words instead of showing empty fields and links that lead nowhere.
 */
export type ApplicationAccess =
  | { state: 'open'; holds: number; total: number }
  /** Their access waits for a member's grant (a request, or a reset by someone else). */
  | { state: 'waiting'; requestedAt: string; holds: number; total: number }
  /** No own password set yet: no key. */
  | { state: 'no-key'; holds: number; total: number }
  /** Their key is not unlocked in this session (a restart of the site, a sign-in without the password). */
  | { state: 'locked'; holds: number; total: number }
  /** A member whom this application (or some) has not been shared with yet. */
  | { state: 'not-shared'; holds: number; total: number }

export async function applicationAccess(
  req: PayloadRequest,
  application?: { id: number; reference: string },
): Promise<ApplicationAccess> {
  const user = req.user as { id: number } | null
  if (!user) return { state: 'locked', holds: 0, total: 0 }
  const desk = APPLICATIONS_DESK
  const [holds, total, request, keyPair] = await Promise.all([
    openedCount(desk, req, { holder: 'member', userId: user.id }),
    recordTotal(desk, req),
    openRequest(desk, req, user.id),
    memberKeyPair({ payload: req.payload, req }, user.id),
  ])
  const counts = { holds, total }
  if (request) return { state: 'waiting', requestedAt: request.createdAt, ...counts }
  if (!keyPair) return { state: 'no-key', ...counts }
  if (!memberKey(user as never)) return { state: 'locked', ...counts }
  const opens = application ? Boolean(await recordKeyForMember(desk, req, application)) : holds >= total
  return { state: opens ? 'open' : 'not-shared', ...counts }
}

/** The same for the whole desk, for a component given the signed-in user (the list's overview). */
export async function deskAccessOf(user: { id: number; _sid?: string }): Promise<ApplicationAccess> {
  const req = await createLocalReq({ user: user as never }, await payloadClient())
  return applicationAccess(req)
}
