import { notFound } from 'next/navigation'

/** Unknown paths 404 inside the localized layout (not Next's bare page). */
export default function UnknownPage() {
  notFound()
}
