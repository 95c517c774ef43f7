import { getTranslations } from 'next-intl/server'
// The form's stylesheets come with the page (here, in a server module: no class map in the browser's code);
// its code waits for the first use (the Lazy… form).
import '@/components/Forms/Forms.module.css'
import '@/components/Button/Button.module.css'
import './WhistleblowerForm.module.css'
import type { Locale } from '@/i18n/routing'
import { WHISTLEBLOWER_LIMITS } from '@/lib/forms/whistleblower'
import { CASE_AREAS } from '@/lib/constants'
import { CASE_AREA_LABELS } from '@/lib/whistleblower/caseClasses'
import { paths } from '@/lib/paths'
import { publicFormLabels } from '@/components/Forms/humanCheckStrings'
import { LocaleLink } from '@/components/LocaleLink/LocaleLink'
import type { WhistleblowerFormLabels } from './WhistleblowerForm'
import { LazyWhistleblowerForm } from './LazyWhistleblowerForm'
import { EVIDENCE_LIMITS, evidenceLabels } from './evidenceLabels'

/** The whistleblower report form with its texts and the server's bounds, read here so the browser gets plain props. */
export async function WhistleblowerFormSection({ locale }: { locale: Locale }) {
  const [t, common, evidence] = await Promise.all([
    getTranslations({ locale, namespace: 'whistleblower.form' }),
    publicFormLabels(locale, 'whistleblower.form'),
    evidenceLabels(locale),
  ])
  const labels: WhistleblowerFormLabels = {
    ...common,
    fields: {
      name: t('fields.name'),
      email: t('fields.email'),
      tel: t('fields.tel'),
      subject: t('fields.subject'),
      message: t('fields.message'),
      area: t('fields.area'),
    },
    area: {
      none: t('areaNone'),
      note: t('areaNote'),
      options: CASE_AREAS.map((value) => ({ value, label: CASE_AREA_LABELS[value][locale] })),
    },
    optional: t('optional'),
    emailNote: t('emailNote'),
    formats: { email: t('formats.email'), tel: t('formats.tel') },
    receipt: {
      heading: t('receipt.heading'),
      caseNumber: t('receipt.caseNumber'),
      accessCode: t('receipt.accessCode'),
      keepSafe: t('receipt.keepSafe'),
      copy: t('receipt.copy'),
      copied: t('receipt.copied'),
      copyFailed: t('receipt.copyFailed'),
    },
    evidence,
  }
  const followUp = (
    <p data-testid="whistleblower-follow-up">
      {t.rich('receipt.followUp', {
        link: (chunks) => (
          <LocaleLink locale={locale} href={paths.whistleblowerFollowUp}>
            {chunks}
          </LocaleLink>
        ),
      })}
    </p>
  )
  return (
    <LazyWhistleblowerForm
      locale={locale}
      labels={labels}
      limits={WHISTLEBLOWER_LIMITS}
      evidenceLimits={EVIDENCE_LIMITS}
      followUp={followUp}
    />
  )
}
