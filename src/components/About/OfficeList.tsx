import type { Office } from '@/data/offices'
import { PinIcon } from '@/components/Icons/Icons'
import { STAGGER } from '@/lib/constants'
import { staggerStyle } from '@/lib/stagger'
import { PhoneMailItems } from '@/components/Contact/PhoneMailItems'
import styles from './Offices.module.css'

type Labels = {
  headquarters: string
  contactPerson: string
  phone: string
  email: string
  showOnMap: string
  newTab: string
}

/** The offices of the locations page: address, contact person and role, phone, e-mail and map link. */
export function OfficeList({ offices, labels }: { offices: Office[]; labels: Labels }) {
  return (
    <ul className={styles.list} data-testid="office-list">
      {offices.map((office, index) => (
        <li key={office.id}>
          <article
            className={`${styles.office} stagger-item`}
            style={staggerStyle(index, STAGGER.newsListS)}
            data-testid="office"
          >
            <h3 className={styles.name}>
              {office.name}
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
