import type { PayloadRequest } from 'payload'

/** A text of the back office in both its languages. */
export type Say = { de: string; en: string }

/** The text in the staff member's admin language. */
export const say = (req: PayloadRequest, text: Say) => (req.i18n?.language === 'en' ? text.en : text.de)
