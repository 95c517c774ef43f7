import type { ReactNode } from 'react'
import styles from './ListStates.module.css'

type Props<T> = {
  /** null when loading failed (see src/data/load.ts). */
  items: T[] | null
  errorText: string
  emptyText: string
  children: (items: T[]) => ReactNode
}

/** The failed and empty states of a data list (spec §4); the list itself when there are items. */
export function ListStates<T>({ items, errorText, emptyText, children }: Props<T>) {
  if (items === null) {
    return (
      <p className={styles.state} role="alert">
        {errorText}
      </p>
    )
  }
  if (items.length === 0) return <p className={styles.state}>{emptyText}</p>
  return children(items)
}
