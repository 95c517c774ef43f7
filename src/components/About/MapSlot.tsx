import { PinIcon } from '@/components/Icons/Icons'
import styles from './Offices.module.css'

type Props = { label: string; title: string; note: string }

/**
 * Place of the office map (spec §2 Locations, anchor `#scroll-map`). The live map needs the visitor's
 * consent and is added later; until then this calm slot explains that, and nothing is loaded from a map host.
 */
export function MapSlot({ label, title, note }: Props) {
  return (
    <section id="scroll-map" className={styles.map} aria-label={label} data-testid="map-slot">
      <div className={styles.mapNotice}>
        <span className={styles.mapIcon}>
          <PinIcon size={32} />
        </span>
        <h2>{title}</h2>
        <p>{note}</p>
      </div>
    </section>
  )
}
