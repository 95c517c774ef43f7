import type { GlobalConfig, PayloadRequest, TextareaField, TextField } from 'payload'
import { isHR } from '@/access/roles'
import { APPLICATIONS_DESK } from '@/lib/applications/desk'
import { deskNavigation } from '@/collections/sealed/deskCollections'
import { messages } from '@/i18n/messages'
import { isLocale } from '@/i18n/routing'
import {
  APPLICANT_MAIL_PLACEHOLDERS,
  missingPlaceholders,
  unknownPlaceholders,
  type ApplicantMailKind,
  type ApplicantMailTexts,
} from '@/lib/mail/applicationMail'

const KIND_LABELS: Record<ApplicantMailKind, { de: string; en: string }> = {
  acknowledgement: { de: 'Eingangsbestätigung', en: 'Acknowledgement' },
  invitation: { de: 'Einladung zum Gespräch', en: 'Invitation to an interview' },
  rejection: { de: 'Absage', en: 'Rejection' },
}

const placeholderList = (kind: ApplicantMailKind) =>
  APPLICANT_MAIL_PLACEHOLDERS[kind].map((name) => `{${name}}`).join(', ')

/** Refuses a placeholder the mail cannot fill (a typo would reach the applicant as it is). */
const onlyKnownPlaceholders =
  (kind: ApplicantMailKind, field: keyof ApplicantMailTexts) =>
  (value: unknown, { req }: { req: PayloadRequest }): true | string => {
    const text = String(value ?? '')
    const missing = text.trim() ? missingPlaceholders(field, text) : []
    if (missing.length)
      return req.i18n?.language === 'en'
        ? `This mail must contain {${missing[0]}}: the applicant’s private link.`
        : `Diese Mail muss {${missing[0]}} enthalten: den privaten Link der Person.`
    const unknown = unknownPlaceholders(kind, text)
    if (!unknown.length) return true
    const allowed = placeholderList(kind)
    return req.i18n?.language === 'en'
      ? `Unknown placeholder {${unknown[0]}}; this mail fills ${allowed}.`
      : `Unbekannter Platzhalter {${unknown[0]}}; diese Mail füllt ${allowed}.`
  }

const defaultText =
  (name: keyof ApplicantMailTexts) =>
  ({ locale }: { locale?: string }) =>
    messages[isLocale(locale) ? locale : 'de'].application.mail[name]

function templateFields(kind: ApplicantMailKind): (TextField | TextareaField)[] {
  const description = {
    de: `Platzhalter: ${placeholderList(kind)}. {job} wird zu „ als ‚Stellentitel‘“, bei Initiativbewerbungen zu nichts. {deletion} wird zum Satz, wann die Unterlagen gelöscht werden, mit dem Tag (Talentpool oder nicht); {link} (nur und immer in der Eingangsbestätigung) zum privaten Link der Person. Leer: der mitgelieferte Text.`,
    en: `Placeholders: ${placeholderList(kind)}. {job} becomes “ as ‘job title’”, nothing for speculative applications. {deletion} becomes the sentence saying when the documents are deleted, with the day (talent pool or not); {link} (only and always in the acknowledgement) the applicant’s private link. Empty: the text shipped with the site.`,
  }
  const common = { localized: true } as const
  return [
    {
      ...common,
      validate: onlyKnownPlaceholders(kind, `${kind}Subject`),
      name: `${kind}Subject`,
      type: 'text',
      label: { de: `${KIND_LABELS[kind].de}: Betreff`, en: `${KIND_LABELS[kind].en}: subject` },
      defaultValue: defaultText(`${kind}Subject`),
    },
    {
      ...common,
      validate: onlyKnownPlaceholders(kind, `${kind}Text`),
      name: `${kind}Text`,
      type: 'textarea',
      label: { de: `${KIND_LABELS[kind].de}: Text`, en: `${KIND_LABELS[kind].en}: text` },
      defaultValue: defaultText(`${kind}Text`),
      admin: { rows: 10, description },
    },
  ]
}

/**
 * The mails HR's desk sends to applicants, in German and English, edited by HR: the acknowledgement, the
 * invitation (status Gespräch) and the rejection (Absage). Until HR changes one, it is the text of
 * src/i18n/messages/{de,en}/application.json.
 */
export const ApplicationMailTexts: GlobalConfig = {
  slug: 'application-mail-texts',
  label: { de: 'Mailvorlagen Bewerbungen', en: 'Application mail templates' },
  admin: deskNavigation(APPLICATIONS_DESK),
  access: { read: isHR, update: isHR },
  fields: (['acknowledgement', 'invitation', 'rejection'] as const).flatMap(templateFields),
}
