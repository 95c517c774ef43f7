import type { ReactNode } from 'react'
import './adminCorrections.css'

/** Wraps the whole admin (a provider in the Payload config) for the stylesheet of corrections to Payload's look. */
export function AdminCorrections({ children }: { children?: ReactNode }) {
  return <>{children}</>
}
