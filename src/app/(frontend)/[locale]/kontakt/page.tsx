import type { Metadata } from 'next'
import { ServerImage } from '@/components/ServerImage/ServerImage'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { getCompany } from '@/data/company'
import { listContactBlocks } from '@/data/offices'
import { pageImage } from '@/data/pageImages'
import { STAGGER } from '@/lib/constants'
import { telHref } from '@/lib/format'
import { paths } from '@/lib/paths'
import { pageMetadata } from '@/lib/seo'
import { staggerStyle } from '@/lib/stagger'
import { ContactBlock } from '@/components/Contact/ContactBlock'
import { ContactFormSection } from '@/components/Contact/ContactFormSection'
import { EmailText } from '@/components/EmailText/EmailText'
import { Hero } from '@/components/Hero/Hero'
import { MailIcon, PhoneIcon } from '@/components/Icons/Icons'
import { LocaleLink } from '@/components/LocaleLink/LocaleLink'
import styles from './contact.module.css'
import { pageLocale } from '@/i18n/pageLocale'
import { RouteStructuredData } from '@/components/StructuredData/RouteStructuredData'

export async function generateMetadata({ params }: PageProps<'/[locale]/kontakt'>): Promise<Metadata> {
  const locale = await pageLocale(params)
  const [t, company, hero] = await Promise.all([
    getTranslations({ locale, namespace: 'contact' }),
    getCompany(locale),
    pageImage('kontakt.hero', locale),
  ])
  return pageMetadata({
    locale,
    path: paths.contact,
    title: t('title'),
    description: t('description', { company: company.name }),
    image: hero.url,
  })
}

/** Contact page (spec §2): sales line, the six contact blocks, a map image and the contact form. */
export default async function ContactPage({ params }: PageProps<'/[locale]/kontakt'>) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  const [t, company, blocks, hero, map] = await Promise.all([
    getTranslations({ locale, namespace: 'contact' }),
    getCompany(locale),
    listContactBlocks(locale),
    pageImage('kontakt.hero', locale),
    pageImage('kontakt.map', locale),
  ])
  const labels = {
    phone: t('locations.phone'),
    email: t('locations.email'),
    contactPerson: t('locations.contactPerson'),
  }

  return (
    <>
      <RouteStructuredData locale={locale} path={paths.contact} />
      <Hero
        headline={t('headline')}
        subline={t('subline')}
        image={hero.url}
        imageAlt={hero.alt}
        wave="yellow"
      />

      <section className={`container ${styles.section}`} aria-labelledby="sales-heading">
        <div className={styles.sales} data-testid="sales-contact">
          <div>
            <h2 id="sales-heading" className={styles.sectionHeading}>
              {t('sales.heading')}
            </h2>
            <p>{t('sales.text')}</p>
          </div>
          <ul className={styles.salesLinks}>
            <li>
              <a href={telHref(company.salesPhone)}>
                <PhoneIcon size={22} />
                <span className="visually-hidden">{t('sales.phone')}: </span>
                {company.salesPhone}
              </a>
            </li>
            <li>
              <a href={`mailto:${company.salesEmail}`}>
                <MailIcon size={22} />
                <span className="visually-hidden">{t('sales.email')}: </span>
                <EmailText address={company.salesEmail} />
              </a>
            </li>
          </ul>
        </div>
      </section>

      <section className={`container ${styles.section}`} aria-labelledby="locations-heading">
        <h2 id="locations-heading" className={styles.sectionHeading}>
          {t('locations.heading')}
        </h2>
        <p className={styles.intro}>{t('locations.text')}</p>
        <ul className={styles.grid} data-testid="contact-blocks">
          {blocks.map((office, index) => (
            <li key={office.id}>
              <ContactBlock
                office={office}
                labels={labels}
                className="stagger-item"
                style={staggerStyle(index, STAGGER.listStepS)}
              />
            </li>
          ))}
        </ul>
      </section>

      <section className={`container ${styles.section}`} aria-labelledby="map-heading">
        <h2 id="map-heading" className={styles.sectionHeading}>
          {t('map.heading')}
        </h2>
        <p className={styles.intro}>{t('map.text')}</p>
        {map.url && (
          <figure className={styles.map} data-testid="contact-map">
            <ServerImage
              src={map.url}
              alt={map.alt}
              width={1600}
              height={900}
              sizes="(max-width: 1132px) 100vw, 1100px"
            />
          </figure>
        )}
        <LocaleLink locale={locale} href={paths.mapAnchor} className={styles.mapLink}>
          {t('map.link')}
        </LocaleLink>
      </section>

      <div className="container">
        <section
          id="kontaktformular"
          aria-labelledby="kontaktformular-heading"
          className={styles.formSlot}
          data-testid="contact-form-slot"
        >
          <h2 id="kontaktformular-heading">{t('form.heading')}</h2>
          <p>{t('form.text')}</p>
          <ContactFormSection locale={locale} />
        </section>
      </div>
    </>
  )
}
