import type { PayloadRequest } from 'payload'
import { messages } from '@/i18n/messages'
import type { Locale } from '@/i18n/routing'
import { APPLICANT_MAIL_FIELDS, type ApplicantMailTexts } from '@/lib/mail/applicationMail'

/**
 * The mails to an applicant in their language, as HR last saved them in the global `application-mail-texts`
 * (src/globals/ApplicationMailTexts.ts), else as the messages give them.
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
    APPLICANT_MAIL_FIELDS.map((name) => [name, saved[name]?.trim() ? saved[name] : shipped[name]]),
  ) as ApplicantMailTexts
}
