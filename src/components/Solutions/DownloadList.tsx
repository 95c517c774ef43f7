import type { Download } from '@/data/documents'
import { DownloadIcon, PdfIcon } from '@/components/Icons/Icons'
import styles from './Solutions.module.css'

type Props = {
  downloads: Download[]
  /** Read out after each title, e.g. 'PDF, öffnet in neuem Tab'. */
  newTabLabel: string
}

/** PDF documents as links that open in a new tab (spec §2: links to PDF files open in a new tab). */
export function DownloadList({ downloads, newTabLabel }: Props) {
  return (
    <ul className={styles.downloads}>
      {downloads.map((download) => (
        <li key={download.id}>
          <a href={download.href} target="_blank" rel="noopener noreferrer" className={styles.download}>
            <span className={styles.downloadIcon}>
              <PdfIcon size={24} />
            </span>
            <span className={styles.downloadTitle}>
              {download.title}
              <span className="visually-hidden"> ({newTabLabel})</span>
            </span>
            <span className={styles.downloadArrow}>
              <DownloadIcon size={18} />
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
}
