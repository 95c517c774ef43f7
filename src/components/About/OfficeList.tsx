import type { Office } from '@/data/offices'
import { PinIcon } from '@/components/Icons/Icons'
import { STAGGER } from '@/lib/constants'
import { anchors } from '@/lib/paths'
import { staggerStyle } from '@/lib/stagger'
import { PhoneMailItems } from '@/components/Contact/PhoneMailItems'
import styles from './Offices.module.css'

type Labels = {
  headquarters: string
  /** Visually hidden after the office name on its select button, e.g. 'auf der Karte zeigen'. */
  select: string
  contactPerson: string
  phone: string
  email: string
  showOnMap: string
  newTab: string
}

type Props = {
  offices: Office[]
  labels: Labels
  activeId: number | null
  onSelect: (id: number) => void
}

/**
 * The offices of the locations page: address, contact person and role, phone, e-mail and map link. A click on
 * an office (or its name, for the keyboard) selects it on the map; its own links keep working as links.
 */
export function OfficeList({ offices, labels, activeId, onSelect }: Props) {
  return (
    <ul className={styles.list} data-testid="office-list">
      {offices.map((office, index) => (
        <li key={office.id} id={anchors.office(office.id)} className={styles.entry}>
          <article
            className={`${styles.office} stagger-item`}
            style={staggerStyle(index, STAGGER.newsListS)}
            data-testid="office"
            data-office={office.id}
            data-active={office.id === activeId}
            onClick={(event) => {
              if (!(event.target as Element).closest('a, button')) onSelect(office.id)
            }}
          >
            <h3 className={styles.name}>
              <button
                type="button"
                className={styles.select}
                aria-pressed={office.id === activeId}
                aria-controls="scroll-map"
                onClick={() => onSelect(office.id)}
              >
                {office.name}
                <span className="visually-hidden"> {labels.select}</span>
              </button>
              {office.headquarters && <span className={styles.badge}>{labels.headquarters}</span>}
            </h3>
            <address className={styles.address}>
              <p>
                {office.street}
                <br />
                {office.city}
              </p>
              {office.ansprechpartner && (
                <p className={styles.person}>
                  <span className="visually-hidden">{labels.contactPerson}: </span>
                  <strong>{office.ansprechpartner}</strong>
                  {office.ansprechpartner_work && (
                    <>
                      <br />
                      {office.ansprechpartner_work}
                    </>
                  )}
                </p>
              )}
              <ul className={styles.links}>
                <PhoneMailItems tel={office.tel} mail={office.mail} labels={labels} />
                {office.gmaps_link && (
                  <li>
                    <a
                      href={office.gmaps_link}
                      target="_blank"
                      rel="noopener noreferrer"
                      data-testid="office-map-link"
                    >
                      <PinIcon />
                      {labels.showOnMap}
                      <span className="visually-hidden">
                        : {office.name} {labels.newTab}
                      </span>
                    </a>
                  </li>
                )}
              </ul>
            </address>
          </article>
        </li>
      ))}
    </ul>
  )
}
