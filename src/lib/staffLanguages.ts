/**
 * The back office's languages: Payload's admin speaks German and English (`i18n.supportedLanguages` in
 * src/payload.config.ts), whatever languages the public site has (src/i18n/routing.ts). Staff texts, their mails
 * and their accounts' language choice use these.
 */
export const STAFF_LANGUAGES = ['de', 'en'] as const
export type StaffLanguage = (typeof STAFF_LANGUAGES)[number]

/** A staff member's language from whatever names it (Payload's `i18n.language`, an account's field): German unless English. */
export const staffLanguage = (value: unknown): StaffLanguage => (value === 'en' ? 'en' : 'de')
