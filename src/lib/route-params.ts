import { notFound } from 'next/navigation'

/** `{id}` of a detail route as a number; anything else is a 404 (never a 500). */
export function routeId(raw: string): number {
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) notFound()
  return Number(raw)
}
