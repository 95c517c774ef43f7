import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import type { Locale } from '@/i18n/routing'
import { getCompany } from '@/data/company'
import { download } from '@/data/documents'
import { loadOrNull } from '@/data/load'
import { pageImage } from '@/data/pageImages'
import { telHref } from '@/lib/format'
import { paths } from '@/lib/paths'
import { Button } from '@/components/Button/Button'
import { ServerImage } from '@/components/ServerImage/ServerImage'
import { DownloadBox } from './DownloadBox'
import { paragraphKeys, type SolutionIntro as Intro } from './solutionContent'
import styles from './Solutions.module.css'

/** A translator for one solution page's messages; the keys are checked by tests/unit/solution-content.test.ts. */
type PageTexts = (key: string) => string

type Props = { locale: Locale; intro: Intro; t: PageTexts }

function InfoBoxes({ boxes, t }: { boxes: readonly string[]; t: PageTexts }) {
  return (
    <>
      <h2 id="intro" className={styles.sectionTitle}>
        {t('introTitle')}
      </h2>
      <p className={`${styles.prose} ${styles.lead}`}>{t('intro')}</p>
      <ul className={styles.boxes} data-testid="info-boxes">
        {boxes.map((box) => (
          <li key={box} className={styles.box}>
            <h3 className={styles.boxTitle}>{t(`${box}.title`)}</h3>
            <p>{t(`${box}.text`)}</p>
            <ul className={styles.checks}>
              <li>{t(`${box}.point1`)}</li>
              <li>{t(`${box}.point2`)}</li>
              <li>{t(`${box}.point3`)}</li>
            </ul>
          </li>
        ))}
      </ul>
    </>
  )
}

async function Actions({
  locale,
  contact,
  call,
  t,
}: {
  locale: Locale
  contact: 'blue' | 'yellow'
  call?: boolean
  t: PageTexts
}) {
  const [common, company] = await Promise.all([
    getTranslations({ locale, namespace: 'solutions.common' }),
    call ? getCompany(locale) : null,
  ])
  return (
    <div className={styles.actions}>
      <Button
        blue={contact === 'blue'}
        yellow={contact === 'yellow'}
        arrow
        href={paths.contact}
        locale={locale}
      >
        {common('contact')}
      </Button>
      {company && (
        <Button blue href={telHref(company.phone)}>
          {t('call')}
          <span className="visually-hidden"> {company.phone}</span>
        </Button>
      )}
    </div>
  )
}

async function Figure({
  path,
  locale,
}: {
  path: NonNullable<Extract<Intro, { layout: 'text' }>['image']>
  locale: Locale
}) {
  const image = await pageImage(path, locale, 'card')
  return (
    <figure className={styles.figure}>
      <ServerImage
        src={image.url ?? '/placeholder.svg'}
        alt={image.url ? image.alt : ''}
        fill
        sizes="(max-width: 900px) 100vw, 460px"
        className={styles.cover}
      />
    </figure>
  )
}

async function Brochure({
  name,
  locale,
  t,
}: {
  name: NonNullable<Extract<Intro, { layout: 'text' }>['brochure']>
  locale: Locale
  t: PageTexts
}) {
  const brochure = await loadOrNull(`download ${name}`, () => download(name, locale))
  if (!brochure) return null
  return (
    <DownloadBox
      as="aside"
      className={`${styles.box} ${styles.aside}`}
      headingId="brochure"
      testId="brochure"
      title={t('brochureTitle')}
      text={t('brochureText')}
      file={brochure}
    />
  )
}

/** The first section of a solution page below its hero, as its content describes it. */
export async function SolutionIntro({ locale, intro, t }: Props) {
  if (intro.layout === 'boxes')
    return (
      <section className={`container ${styles.section}`} aria-labelledby="intro">
        <InfoBoxes boxes={intro.boxes} t={t} />
      </section>
    )
  const paragraphs = paragraphKeys(intro.paragraphs)
  const prose = (
    <div className={styles.prose}>
      <h2 id="intro" className={styles.sectionTitle}>
        {t('introTitle')}
      </h2>
      {paragraphs.map((key) => (
        <p key={key}>{t(key)}</p>
      ))}
      {intro.contact && <Actions locale={locale} contact={intro.contact} call={intro.call} t={t} />}
    </div>
  )
  const beside: ReactNode = intro.image ? (
    <Figure path={intro.image} locale={locale} />
  ) : intro.brochure ? (
    <Brochure name={intro.brochure} locale={locale} t={t} />
  ) : null
  return (
    <section className={`container ${styles.section}`} aria-labelledby="intro">
      {beside ? (
        <div className={intro.imageFirst ? `${styles.split} ${styles.splitReverse}` : styles.split}>
          {intro.imageFirst && beside}
          {prose}
          {!intro.imageFirst && beside}
        </div>
      ) : (
        prose
      )}
    </section>
  )
}
