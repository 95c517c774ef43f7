import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { APPLICATION_FILES, TALENT_POOL_MONTHS } from '@/lib/constants'
import { APPLICATION_LIMITS } from '@/lib/forms/application'
import { paths } from '@/lib/paths'
import { humanCheckStrings } from '@/components/Forms/humanCheckStrings'
import { LocaleLink } from '@/components/LocaleLink/LocaleLink'
import { ApplicationForm, type ApplicationFormLabels } from './ApplicationForm'

const MB = 1024 * 1024

/** The application form with its texts and the server's bounds, read here so the browser gets plain props. */
export async function ApplicationFormSection({ locale, jobId }: { locale: Locale; jobId?: number }) {
  const [t, humanCheck] = await Promise.all([
    getTranslations({ locale, namespace: 'application.form' }),
    humanCheckStrings(locale),
  ])
  const size = { max: APPLICATION_FILES.max, mb: APPLICATION_FILES.totalBytes / MB }
  const labels: ApplicationFormLabels = {
    fields: {
      name: t('fields.name'),
      email: t('fields.email'),
      phone: t('fields.phone'),
      start: t('fields.start'),
      salary: t('fields.salary'),
      message: t('fields.message'),
      files: t('fields.files'),
    },
    optional: t('optional'),
    filesNote: t('filesNote', size),
    consent: t.rich('consent', {
      link: (chunks) => (
        <LocaleLink locale={locale} href={`${paths.privacy}#bewerbungen`} target="_blank">
          {chunks}
        </LocaleLink>
      ),
    }),
    talentPool: t('talentPool', { months: TALENT_POOL_MONTHS }),
    missing: t('missing'),
    formats: { email: t('formats.email'), phone: t('formats.phone') },
    files: {
      required: t('files.required'),
      tooMany: t('files.tooMany', size),
      tooLarge: t('files.tooLarge', size),
      type: t('files.type'),
    },
    consentMissing: t('consentMissing'),
    tooManyRequests: t('tooManyRequests'),
    storageFull: t('storageFull'),
    submit: t('submit'),
    sending: t('sending'),
    success: t('success'),
    failure: t('failure'),
    leaveConfirm: t('leaveConfirm'),
    reference: t('reference'),
    humanCheck,
  }
  const limits = {
    ...APPLICATION_LIMITS,
    maxFiles: APPLICATION_FILES.max,
    totalBytes: APPLICATION_FILES.totalBytes,
  }
  return <ApplicationForm locale={locale} jobId={jobId} labels={labels} limits={limits} />
}
