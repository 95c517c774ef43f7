'use client'

import { Button } from '@payloadcms/ui'

/** Opens the browser's print dialog, which also saves the page as a PDF. */
export function PrintButton({ label }: { label: string }) {
  return (
    <Button buttonStyle="primary" size="small" margin={false} onClick={() => window.print()}>
      {label}
    </Button>
  )
}
