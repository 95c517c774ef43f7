import type { AfterErrorHook } from 'payload'

/**
 * Payload answers its own errors with their data (the fields of a validation error, the state of a second
 * factor) only when `instanceof` recognises them; in the production build our hooks' errors come from
 * another copy of Payload's classes, and the answer lost everything but an "unknown error". This hook answers
 * every client error that carries data by its shape, as Payload would.
 */
export const answerErrorsByShape: AfterErrorHook = ({ error }) => {
  const { status, data, message, name } = error as Error & { status?: unknown; data?: unknown }
  if (typeof status !== 'number' || status >= 500 || !data) return
  return { response: { errors: [{ name, message, data: data as Record<string, unknown> }] }, status }
}

/**
 * The fields a Payload validation error names, recognised by its shape: the production build holds Payload's
 * ValidationError class twice, so `instanceof` is false there (a replayed human check answered 500).
 */
export function invalidPaths(error: unknown): string[] {
  const { status, data } = (error ?? {}) as { status?: number; data?: { errors?: { path?: string }[] } }
  return status === 400 && Array.isArray(data?.errors) ? data.errors.map((e) => e.path ?? '') : []
}
