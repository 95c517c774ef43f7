import type { Download } from '@/data/documents'
import { Button } from '@/components/Button/Button'
import styles from './Solutions.module.css'

type Props = {
  /** An aside beside the intro labels itself; a box in its own section leaves that to the section. */
  as: 'aside' | 'div'
  className: string
  headingId: string
  testId: string
  title: string
  text: string
  file: Download
}

/** A box offering one PDF of a solution page (a brochure, an order form): heading, text and the file's button. */
export function DownloadBox({ as: Box, className, headingId, testId, title, text, file }: Props) {
  return (
    <Box className={className} aria-labelledby={Box === 'aside' ? headingId : undefined} data-testid={testId}>
      <h2 id={headingId} className={styles.boxTitle}>
        {title}
      </h2>
      <p>{text}</p>
      <Button pdf href={file.href} newTab notUpper>
        {file.title}
      </Button>
    </Box>
  )
}
