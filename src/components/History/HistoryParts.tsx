import type { ReactNode } from 'react'
import { ServerImage } from '@/components/ServerImage/ServerImage'
import styles from './History.module.css'

/** The history page's introduction above the timeline. */
export function HistoryIntro({ children }: { children: ReactNode }) {
  return <section className={`container ${styles.intro}`}>{children}</section>
}

/** An entry's picture, filling its frame in the timeline or the lightbox. */
export function HistoryImage({ src, alt, sizes }: { src: string; alt: string; sizes: string }) {
  return <ServerImage src={src} alt={alt} fill sizes={sizes} className={styles.image} />
}
