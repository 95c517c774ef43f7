import type { PayloadRequest } from 'payload'
import { staffLanguage, type StaffLanguage } from '@/lib/staffLanguages'

/** A text of the back office in both its languages. */
export type Say = Record<StaffLanguage, string>

/** The text in the staff member's admin language. */
export const say = (req: PayloadRequest, text: Say) => text[staffLanguage(req.i18n?.language)]
