import { Button } from '@/components/Button/Button'
import { PinIcon } from '@/components/Icons/Icons'
import styles from './OfficeMap.module.css'

type Props = { title: string; note: string; accept: string; privacyLink: string; privacyHref: string }

/**
 * The notice in the map's place until the visitor accepts the map service (spec §4 Map consent). Server markup:
 * its one button is the acceptance, which OfficeLocator hears from around it.
 */
export function MapConsentNotice({ title, note, accept, privacyLink, privacyHref }: Props) {
  return (
    <div className={styles.card}>
      <span className={styles.noticeIcon}>
        <PinIcon size={32} />
      </span>
      <h2>{title}</h2>
      <p>{note}</p>
      <div className={styles.noticeActions}>
        <Button yellow>{accept}</Button>
        <a href={privacyHref}>{privacyLink}</a>
      </div>
    </div>
  )
}
