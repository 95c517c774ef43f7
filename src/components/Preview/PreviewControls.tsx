'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { usePathname, useRouter } from 'next/navigation'

type Props = { exitRoute: string; exitLabel: string; exitClassName: string; serverURL: string }

/**
 * The preview's end (back to this page as published) and, inside the admin's live preview, a new server render
 * of the page whenever the editor saves.
 */
export function PreviewControls({ exitRoute, exitLabel, exitClassName, serverURL }: Props) {
  const router = useRouter()
  const pathname = usePathname()
  return (
    <>
      <a className={exitClassName} href={`${exitRoute}?${new URLSearchParams({ path: pathname })}`}>
        {exitLabel}
      </a>
      <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={serverURL} />
    </>
  )
}
