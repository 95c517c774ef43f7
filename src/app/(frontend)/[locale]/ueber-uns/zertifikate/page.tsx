import type { Metadata } from 'next'
import { ServerImage } from '@/components/ServerImage/ServerImage'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { download, downloadList } from '@/data/documents'
import { awardImages, pageImage } from '@/data/pageImages'
import { STAGGER } from '@/lib/constants'
import { staggerStyle } from '@/lib/stagger'
import { AboutHero } from '@/components/About/AboutHero'
import { aboutMetadata } from '@/components/About/aboutPage'
import { Button } from '@/components/Button/Button'
import styles from '@/styles/aboutPage.module.css'
import certStyles from './certificates.module.css'
import { pageLocale } from '@/i18n/pageLocale'

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/ueber-uns/zertifikate'>): Promise<Metadata> {
  return aboutMetadata('zertifikate', await pageLocale(params))
}

export default async function CertificatesPage({ params }: PageProps<'/[locale]/ueber-uns/zertifikate'>) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  const [t, a11y, awards, iso, radioService, isoPdf, downloads] = await Promise.all([
    getTranslations({ locale, namespace: 'about' }),
    getTranslations({ locale, namespace: 'a11y' }),
    awardImages(locale, 'thumb'),
    pageImage('zertifikate.iso9001', locale, 'thumb'),
    pageImage('zertifikate.further', locale, 'thumb'),
    download('iso9001', locale),
    downloadList('certificates', locale),
  ])
  const isoImage = iso.url && (
    <ServerImage
      src={iso.url}
      alt={iso.alt}
      width={480}
      height={640}
      sizes="(max-width: 600px) 60vw, 220px"
      className={certStyles.image}
    />
  )

  return (
    <>
      <AboutHero page="zertifikate" locale={locale} />
      <section className={`container ${styles.section}`} aria-labelledby="certificates-awards">
        <div className={styles.split}>
          <div className={styles.prose}>
            <h2 id="certificates-awards">{t('certificates.awards.headline')}</h2>
            <p>{t('certificates.awards.text')}</p>
          </div>
          <ul className={certStyles.awards} data-testid="awards">
            {awards.map((award, index) => (
              <li key={index} className="stagger-item" style={staggerStyle(index, STAGGER.newsListS)}>
                <figure className={styles.figure}>
                  <ServerImage
                    src={award.url!}
                    alt=""
                    width={480}
                    height={640}
                    sizes="(max-width: 900px) 45vw, 250px"
                    className={certStyles.image}
                  />
                  <figcaption>{award.alt}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className={styles.surface} aria-labelledby="certificates-quality">
        <div className="container">
          <div className={styles.prose}>
            <h2 id="certificates-quality">{t('certificates.quality.headline')}</h2>
            <p>{t('certificates.quality.text')}</p>
          </div>
          <ul className={certStyles.certificates}>
            <li className={`${certStyles.card} stagger-item`} style={staggerStyle(0, STAGGER.newsListS)}>
              <div className={certStyles.media}>
                {isoPdf && isoImage ? (
                  <a
                    href={isoPdf.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    data-testid="certificate-pdf-link"
                  >
                    {isoImage}
                    <span className="visually-hidden">
                      {t('certificates.quality.openPdf', { title: isoPdf.title })} {a11y('newTab')}
                    </span>
                  </a>
                ) : (
                  isoImage
                )}
              </div>
              <div>
                <h3>{t('certificates.quality.iso')}</h3>
                <p>{t('certificates.quality.isoText')}</p>
              </div>
            </li>
            <li className={`${certStyles.card} stagger-item`} style={staggerStyle(1, STAGGER.newsListS)}>
              <div className={certStyles.media}>
                {radioService.url && (
                  <ServerImage
                    src={radioService.url}
                    alt={radioService.alt}
                    width={480}
                    height={640}
                    sizes="(max-width: 600px) 60vw, 220px"
                    className={certStyles.image}
                  />
                )}
              </div>
              <div>
                <h3>{t('certificates.quality.further')}</h3>
                <p>{t('certificates.quality.furtherText')}</p>
              </div>
            </li>
          </ul>
          {downloads.length > 0 && (
            <>
              <h3 className={certStyles.downloadsTitle}>{t('certificates.quality.downloads')}</h3>
              <div className={styles.buttons} data-testid="certificate-downloads">
                {downloads.map((document) => (
                  <Button key={document.id} href={document.href} pdf notUpper blue>
                    {document.title}
                    <span className="visually-hidden"> {a11y('newTab')}</span>
                  </Button>
                ))}
              </div>
            </>
          )}
        </div>
      </section>
    </>
  )
}
