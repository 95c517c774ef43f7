import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { ApplicantLink } from '@/components/ApplicantLink/ApplicantLink'
import { Hero } from '@/components/Hero/Hero'
import { pageLocale } from '@/i18n/pageLocale'
import { messages } from '@/i18n/messages'
import { LANGUAGES } from '@/i18n/routing'
import { TALENT_POOL_MONTHS } from '@/lib/constants'
import { paths } from '@/lib/paths'
import { pageMetadata } from '@/lib/seo'
import styles from '@/components/ApplicantLink/ApplicantLink.module.css'

type Props = PageProps<'/[locale]/karriere/meine-bewerbung'>

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const text = messages[locale].applicantLink
  const metadata = await pageMetadata({
    locale,
    path: paths.applicantLink,
    title: text.title,
    description: text.description,
  })
  // A page for one applicant, opened from their mail: nothing for a search engine.
  return { ...metadata, robots: { index: false, follow: false } }
}

/** The applicant's private link (issue 56): its token rides in the fragment, read by the page's script. */
export default async function ApplicantLinkPage({ params }: Props) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  const text = messages[locale].applicantLink
  return (
    <>
      <Hero headline={text.headline} small wave="green" />
      <section className={styles.panel}>
        <ApplicantLink
          dateTag={LANGUAGES[locale].tag}
          labels={text}
          deletionTexts={messages[locale].application.mail.deletion}
          talentPoolMonths={TALENT_POOL_MONTHS}
        />
      </section>
    </>
  )
}
