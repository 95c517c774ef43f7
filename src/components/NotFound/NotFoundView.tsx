'use client'

import { useEffect } from 'react'
import { useParams, usePathname } from 'next/navigation'
import Link from 'next/link'
import { localizePath, splitLocale } from '@/i18n/paths'

type Props = { headline: string; text: string; detail: string; back: string }

export function NotFoundView({ headline, text, detail, back }: Props) {
  const params = useParams()
  const pathname = usePathname()
  useEffect(() => {
    // Spec §8: the 404 page logs its params.
    console.info('404', { path: pathname, params })
  }, [params, pathname])

  return (
    <section className="container not-found" data-testid="not-found">
      <h1 className="not-found-headline">{headline}</h1>
      <p className="not-found-text">{text}</p>
      <p>{detail}</p>
      <Link href={localizePath('/', splitLocale(pathname).locale)} className="not-found-button">
        {back}
      </Link>
    </section>
  )
}
