import type { PayloadRequest } from 'payload'
import { messages } from '@/i18n/messages'
import type { Locale } from '@/i18n/routing'
import {
  APPLICANT_MAIL_FIELDS,
  missingPlaceholders,
  unknownPlaceholders,
  type ApplicantMailKind,
  type ApplicantMailTexts,
} from '@/lib/mail/applicationMail'

const kindOf = (field: keyof ApplicantMailTexts) => field.replace(/(Subject|Text)$/, '') as ApplicantMailKind

/**
 * The mails to an applicant in their language, as HR last saved them in the global `application-mail-texts`
 * (src/globals/ApplicationMailTexts.ts), else as the messages give them. A saved text that names a placeholder
 * its mail no longer fills (`{months}` of an earlier version, which promised a period instead of the day), or
 * lacks one it must carry (the acknowledgement's `{link}`), is not sent: the shipped one is.
 */
export async function applicantMailTexts(req: PayloadRequest, lang: Locale): Promise<ApplicantMailTexts> {
  const saved = (await req.payload.findGlobal({
    slug: 'application-mail-texts',
    overrideAccess: true,
    req,
    locale: lang,
    fallbackLocale: false,
    depth: 0,
  })) as Partial<Record<keyof ApplicantMailTexts, string | null>>
  const shipped = messages[lang].application.mail
  return Object.fromEntries(
    APPLICANT_MAIL_FIELDS.map((name) => {
      const own = saved[name]?.trim() ? saved[name]! : null
      const usable = own && !unknownPlaceholders(kindOf(name), own).length && !missingPlaceholders(name, own).length
      return [name, usable ? own : shipped[name]]
    }),
  ) as ApplicantMailTexts
}
