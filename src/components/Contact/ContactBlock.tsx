import type { CSSProperties } from 'react'
import type { Office } from '@/data/offices'
import { PinIcon } from '@/components/Icons/Icons'
import { PhoneMailItems } from './PhoneMailItems'
import styles from './Contact.module.css'

type Props = {
  office: Office
  labels: { phone: string; email: string; contactPerson: string }
  style?: CSSProperties
  className?: string
}

/**
 * One location block of the contact page (spec §2/§3): optional headline, name, optional divider headline,
 * contact person and role, phone and e-mail links, address. The colour token picks the surface.
 */
export function ContactBlock({ office, labels, style, className }: Props) {
  const headingId = `contact-block-${office.id}`
  return (
    <article
      className={`${styles.block} ${styles[office.colour] ?? styles.gray} ${className ?? ''}`}
      aria-labelledby={headingId}
      data-testid="contact-block"
      data-colour={office.colour}
      style={style}
    >
      {office.headline && <p className={styles.eyebrow}>{office.headline}</p>}
      <h3 id={headingId} className={styles.name}>
        {office.name}
      </h3>
      {office.dividerHeadline && (
        <p className={styles.divider}>
          <span>{office.dividerHeadline}</span>
        </p>
      )}
      {office.ansprechpartner && (
        <p className={styles.person}>
          <span className="visually-hidden">{labels.contactPerson}: </span>
          <strong>{office.ansprechpartner}</strong>
          {office.ansprechpartner_work && <span className={styles.role}>{office.ansprechpartner_work}</span>}
        </p>
      )}
      <ul className={styles.links}>
        <PhoneMailItems tel={office.tel} mail={office.mail} labels={labels} />
      </ul>
      {(office.street || office.city) && (
        <address className={styles.address}>
          <PinIcon />
          <span>
            {office.street && <span>{office.street}</span>}
            {office.city && <span>{office.city}</span>}
          </span>
        </address>
      )}
    </article>
  )
}
