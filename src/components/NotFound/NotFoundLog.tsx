'use client'

import { useEffect } from 'react'
import { useParams, usePathname } from 'next/navigation'

/** Spec §8: the 404 page logs its params (in the visitor's console). The only part of the page that runs there. */
export function NotFoundLog() {
  const params = useParams()
  const pathname = usePathname()
  useEffect(() => {
    console.info('404', { path: pathname, params })
  }, [params, pathname])
  return null
}
