import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { pageImage } from '@/data/pageImages'
import { FOLLOW_UP_LIMITS } from '@/lib/forms/whistleblowerFollowUp'
import { CASE_STATUSES, type CaseStatus } from '@/lib/constants'
import { paths } from '@/lib/paths'
import { pageMetadata } from '@/lib/seo'
import { Hero } from '@/components/Hero/Hero'
import { LocaleLink } from '@/components/LocaleLink/LocaleLink'
import '@/components/Forms/Forms.module.css'
import '@/components/Button/Button.module.css'
import '@/components/Whistleblower/WhistleblowerForm.module.css'
import { LazyFollowUp } from '@/components/Whistleblower/LazyFollowUp'
import { EVIDENCE_LIMITS, evidenceLabels } from '@/components/Whistleblower/evidenceLabels'
import type { FollowUpLabels } from '@/components/Whistleblower/followUpTypes'
import { FollowUpColumn, FollowUpPanel } from '@/components/Whistleblower/FollowUpColumn'
import { pageLocale } from '@/i18n/pageLocale'
import { RouteStructuredData } from '@/components/StructuredData/RouteStructuredData'

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/hinweisgeberschutz/meldung'>): Promise<Metadata> {
  const locale = await pageLocale(params)
  const [t, hero] = await Promise.all([
    getTranslations({ locale, namespace: 'whistleblowerFollowUp' }),
    pageImage('hinweisgeberschutz.hero', locale),
  ])
  const metadata = await pageMetadata({
    locale,
    path: paths.whistleblowerFollowUp,
    title: t('title'),
    description: t('description'),
    image: hero.url,
  })
  // A tool for people who have already reported, not a page to be found through a search engine.
  return { ...metadata, robots: { index: false, follow: true } }
}

/**
 * The anonymous follow-up of a whistleblower report: with case number and access code the reporter
 * sees the status and the reporting office's replies and can add information, without giving a name.
 */
export default async function WhistleblowerFollowUpPage({
  params,
}: PageProps<'/[locale]/hinweisgeberschutz/meldung'>) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  const [t, hero] = await Promise.all([
    getTranslations({ locale, namespace: 'whistleblowerFollowUp' }),
    pageImage('hinweisgeberschutz.hero', locale),
  ])

  const labels: FollowUpLabels = {
    heading: t('formHeading'),
    login: {
      caseNumber: t('login.caseNumber'),
      caseNumberHint: t('login.caseNumberHint'),
      caseNumberFormat: t('login.caseNumberFormat'),
      accessCode: t('login.accessCode'),
      accessCodeHint: t('login.accessCodeHint'),
      missing: t('login.missing'),
      submit: t('login.submit'),
      checking: t('login.checking'),
      denied: t('login.denied'),
      failure: t('login.failure'),
      left: t('login.left'),
    },
    // Raw: the browser puts in the minutes.
    throttled: { one: t('throttled.one'), other: t.raw('throttled.other') as string },
    storageFull: t('storageFull'),
    case: {
      heading: t('case.heading'),
      caseNumber: t('case.caseNumber'),
      status: t('case.status'),
      receivedAt: t('case.receivedAt'),
      subject: t('case.subject'),
      statuses: Object.fromEntries(
        CASE_STATUSES.map((status) => [status, t(`case.statuses.${status}`)]),
      ) as Record<CaseStatus, string>,
      closedNote: t('case.closedNote'),
      conversation: t('case.conversation'),
      conversationHint: t('case.conversationHint'),
      reporter: t('case.reporter'),
      office: t('case.office'),
      leave: t('case.leave'),
    },
    add: {
      heading: t('add.heading'),
      label: t('add.label'),
      hint: t('add.hint'),
      missing: t('add.missing'),
      submit: t('add.submit'),
      sending: t('add.sending'),
      sent: t('add.sent'),
      failure: t('add.failure'),
      leaveConfirm: t('add.leaveConfirm'),
    },
    minutes: {
      heading: t('minutes.heading'),
      intro: t('minutes.intro'),
      author: t('minutes.author'),
      confirm: t('minutes.confirm'),
      confirming: t('minutes.confirming'),
      // Raw: the browser puts in the date.
      confirmed: t.raw('minutes.confirmed') as string,
      failure: t('minutes.failure'),
    },
  }

  return (
    <>
      <RouteStructuredData locale={locale} path={paths.whistleblowerFollowUp} />
      <Hero
        headline={t('headline')}
        subline={t('subline')}
        image={hero.url}
        imageAlt={hero.alt}
        small
        wave="green"
      />
      <FollowUpColumn lead={t('intro')}>
        <p>{t('anonymity')}</p>

        <FollowUpPanel>
          <LazyFollowUp
            locale={locale}
            labels={labels}
            limits={FOLLOW_UP_LIMITS}
            evidence={await evidenceLabels(locale)}
            evidenceLimits={EVIDENCE_LIMITS}
          />
        </FollowUpPanel>

        <p>{t('lostCode')}</p>
        <p>
          <LocaleLink
            locale={locale}
            href={`${paths.whistleblower}#meldeformular`}
            data-testid="report-form-link"
          >
            {t('back')}
          </LocaleLink>
        </p>
      </FollowUpColumn>
    </>
  )
}
