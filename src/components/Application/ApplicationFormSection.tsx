import { getTranslations } from 'next-intl/server'
// The form's stylesheets come with the page (here, in a server module: no class map in the browser's code);
// its code waits for the first use (the Lazy… form).
import '@/components/Forms/Forms.module.css'
import '@/components/Button/Button.module.css'
import './ApplicationForm.module.css'
import type { Locale } from '@/i18n/routing'
import { APPLICATION_FILES, TALENT_POOL_MONTHS } from '@/lib/constants'
import { APPLICATION_LIMITS } from '@/lib/forms/application'
import { paths } from '@/lib/paths'
import { extensionsOf } from '@/lib/uploads/fileType'
import { publicFormLabels } from '@/components/Forms/humanCheckStrings'
import { LocaleLink } from '@/components/LocaleLink/LocaleLink'
import type { ApplicationFormLabels } from './ApplicationForm'
import { LazyApplicationForm } from './LazyApplicationForm'

const MB = 1024 * 1024

/** The application form with its texts and the server's bounds, read here so the browser gets plain props. */
export async function ApplicationFormSection({ locale, jobId }: { locale: Locale; jobId?: number }) {
  const [t, common] = await Promise.all([
    getTranslations({ locale, namespace: 'application.form' }),
    publicFormLabels(locale, 'application.form'),
  ])
  const size = {
    max: APPLICATION_FILES.max,
    more: APPLICATION_FILES.max - 1,
    mb: APPLICATION_FILES.totalBytes / MB,
  }
  const labels: ApplicationFormLabels = {
    ...common,
    fields: {
      name: t('fields.name'),
      email: t('fields.email'),
      phone: t('fields.phone'),
      start: t('fields.start'),
      salary: t('fields.salary'),
      message: t('fields.message'),
    },
    optional: t('optional'),
    consent: t.rich('consent', {
      link: (chunks) => (
        <LocaleLink locale={locale} href={`${paths.privacy}#bewerbungen`} target="_blank">
          {chunks}
        </LocaleLink>
      ),
    }),
    talentPool: t('talentPool', { months: TALENT_POOL_MONTHS }),
    formats: { email: t('formats.email'), phone: t('formats.phone') },
    documents: {
      cv: t('fields.cv'),
      files: t('fields.files'),
      note: t('filesNote', size),
      chosen: t('chosen'),
      remove: t.raw('remove') as string,
      cvMissing: t('files.cvMissing'),
      empty: t.raw('files.empty') as string,
      tooMany: t('files.tooMany', size),
      tooLarge: t('files.tooLarge', size),
      type: t('files.type'),
      uncleanable: t.raw('files.uncleanable') as string,
    },
    consentMissing: t('consentMissing'),
    confirmation: {
      heading: t('confirmation.heading'),
      text: t('confirmation.text'),
      reference: t('reference'),
      keep: t('confirmation.keep'),
    },
  }
  const limits = {
    ...APPLICATION_LIMITS,
    maxFiles: APPLICATION_FILES.max,
    totalBytes: APPLICATION_FILES.totalBytes,
    // What the file dialog offers; the server goes by the bytes.
    extensions: [...new Set(APPLICATION_FILES.types.flatMap((type) => extensionsOf(type)))],
  }
  return <LazyApplicationForm locale={locale} jobId={jobId} labels={labels} limits={limits} />
}
