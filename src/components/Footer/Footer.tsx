import { getTranslations } from 'next-intl/server'
import { LocaleLink as Link } from '@/components/LocaleLink/LocaleLink'
import type { Locale } from '@/i18n/routing'
import { getCompany } from '@/data/company'
import { downloadList } from '@/data/documents'
import { listOffices } from '@/data/offices'
import { telHref } from '@/lib/format'
import { paths } from '@/lib/paths'
import { mapProvider } from '@/lib/env'
import { mapProviderHost } from '@/lib/mapProvider'
import { localizePath } from '@/i18n/paths'
import { DownloadIcon, MailIcon, PhoneIcon } from '@/components/Icons/Icons'
import { EmailText } from '@/components/EmailText/EmailText'
import { PrivacySettings } from '@/components/Consent/PrivacySettings'
import styles from './Footer.module.css'

export async function Footer({ locale }: { locale: Locale }) {
  const [t, consent, company, downloads, offices] = await Promise.all([
    getTranslations({ locale, namespace: 'footer' }),
    getTranslations({ locale, namespace: 'consent' }),
    getCompany(locale),
    downloadList('footer', locale),
    listOffices(locale),
  ])
  const newTab = (await getTranslations({ locale, namespace: 'a11y' }))('newTab')

  const aboutLinks = [
    { href: paths.mapAnchor, label: t('map') },
    { href: paths.about('team'), label: t('team') },
    { href: paths.about('partner'), label: t('partner') },
    { href: paths.about('zertifikate'), label: t('certificates') },
    { href: paths.about('verbaende'), label: t('associations') },
    { href: paths.career, label: t('career') },
  ]

  return (
    <footer className={styles.footer} data-testid="site-footer">
      <div className={`container ${styles.columns}`}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.heading}>
            {t('aboutTitle')}
          </h2>
          <p className={styles.text}>{t('aboutText')}</p>
          <ul className={styles.list}>
            {aboutLinks.map((link) => (
              <li key={link.href}>
                <Link locale={locale} href={link.href}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-downloads">
          <h2 id="footer-downloads" className={styles.heading}>
            {t('downloadsTitle')}
          </h2>
          <ul className={styles.list} data-testid="footer-downloads">
            {downloads.map((download) => (
              <li key={download.id}>
                <a href={download.href} target="_blank" rel="noopener">
                  <DownloadIcon /> {download.title}
                  <span className="visually-hidden"> {newTab}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-offices" className={styles.officesSection}>
          <h2 id="footer-offices" className={styles.heading}>
            {t('officesTitle')}
          </h2>
          <div className={styles.offices} data-testid="footer-offices">
            {offices.map((office) => (
              <address key={office.id} className={styles.office}>
                <strong>
                  {office.name}
                  {office.headquarters ? ` (${t('headquarters')})` : ''}
                </strong>
                <span>{office.street}</span>
                <span>{office.city}</span>
                {office.mail && (
                  <a href={`mailto:${office.mail}`}>
                    <MailIcon /> <EmailText address={office.mail} />
                  </a>
                )}
                {office.tel && (
                  <a href={telHref(office.tel)}>
                    <PhoneIcon /> {office.tel}
                  </a>
                )}
              </address>
            ))}
          </div>
        </section>
      </div>
      <div className={styles.bottom}>
        <div className={`container ${styles.bottomInner}`}>
          <span>{t('copyright', { year: new Date().getFullYear(), company: company.name })}</span>
          <ul className={styles.legal}>
            <li>
              <Link locale={locale} href={paths.imprint}>
                {t('imprint')}
              </Link>
            </li>
            <li>
              <Link locale={locale} href={paths.privacy}>
                {t('privacy')}
              </Link>
            </li>
            <li>
              <Link locale={locale} href={paths.whistleblower}>
                {t('whistleblower')}
              </Link>
            </li>
            <li>
              <PrivacySettings
                texts={{
                  open: consent('open'),
                  title: consent('title'),
                  intro: consent('intro'),
                  services: {
                    map: {
                      name: consent('services.map.name'),
                      description: consent('services.map.description', {
                        host: mapProviderHost(mapProvider),
                      }),
                    },
                    video: {
                      name: consent('services.video.name'),
                      description: consent('services.video.description'),
                    },
                  },
                  granted: consent('granted'),
                  denied: consent('denied'),
                  necessary: consent('necessary'),
                  policy: consent('policy'),
                  policyHref: localizePath(paths.privacy, locale),
                  close: consent('close'),
                }}
              />
            </li>
          </ul>
        </div>
      </div>
    </footer>
  )
}
