import type { KeyObject } from 'node:crypto'

/**
 * The private keys of signed-in members of a confidential desk (the reporting office, HR), unlocked with their password at sign-in and held
 * only here, in this process's memory, for the session (keyed by Payload's session id). Nothing of it is
 * written anywhere: a restart or a sign-out forgets it, and the member signs in again. One map per process,
 * on globalThis: the production build holds some modules twice, and every copy must see the same keys.
 */
type Held = {
  userId: string
  privateKey: KeyObject
  /** Forgotten when unused this long: the session has ended (Payload's refresh keeps a used session alive). */
  idleMs: number
  expiresAt: number
  /** A new recovery key's private part per desk, kept only until the member confirms having written it down. */
  recoveryKeysToShow?: Record<string, string>
}

const store = globalThis as typeof globalThis & { __officeKeyring?: Map<string, Held> }
const ring = (store.__officeKeyring ??= new Map<string, Held>())

type SessionUser = { id: string | number; _sid?: string } | null | undefined

export function holdMemberKey(
  sid: string,
  userId: string | number,
  privateKey: KeyObject,
  idleMs: number,
): void {
  const previous = ring.get(sid)
  ring.set(sid, { ...previous, userId: String(userId), privateKey, idleMs, expiresAt: Date.now() + idleMs })
}

function held(user: SessionUser): Held | null {
  if (!user?._sid) return null
  const entry = ring.get(user._sid)
  if (!entry || entry.userId !== String(user.id)) return null
  if (entry.expiresAt < Date.now()) {
    ring.delete(user._sid)
    return null
  }
  entry.expiresAt = Date.now() + entry.idleMs
  return entry
}

/** The private key of the member signed in with this session, when it was unlocked at sign-in. */
export function memberKey(user: SessionUser): KeyObject | null {
  return held(user)?.privateKey ?? null
}

/** Each desk has its own recovery key; the reporting office's is the one asked for without a desk. */
const OFFICE = 'whistleblower'

export function showRecoveryKey(user: SessionUser, text: string, desk = OFFICE): void {
  const entry = held(user)
  if (entry) entry.recoveryKeysToShow = { ...entry.recoveryKeysToShow, [desk]: text }
}

export function recoveryKeyToShow(user: SessionUser, desk = OFFICE): string | null {
  return held(user)?.recoveryKeysToShow?.[desk] ?? null
}

export function forgetRecoveryKey(user: SessionUser, desk = OFFICE): void {
  const entry = held(user)
  if (entry?.recoveryKeysToShow) delete entry.recoveryKeysToShow[desk]
}

export function dropSession(sid: string | undefined): void {
  if (sid) ring.delete(sid)
}

/** After a password reset or the loss of the office role: every session of that user forgets the key. */
export function dropMember(userId: string | number): void {
  for (const [sid, entry] of ring) if (entry.userId === String(userId)) ring.delete(sid)
}
