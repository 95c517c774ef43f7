import type { TextFieldSingleValidation } from 'payload'
import { isAllowedLink } from '@/lib/linkTargets'
import { staffLanguage } from '@/lib/staffLanguages'

export const LINK_TARGET_MESSAGE = {
  de: 'Nur http(s), mailto, tel oder ein Pfad der Website (beginnt mit /) sind als Ziel erlaubt.',
  en: 'Only http(s), mailto, tel or a path of the website (starting with /) are allowed as a target.',
}

/** A link field's check on save (src/lib/linkTargets.ts), with its message in the admin's language. */
export const linkTarget: TextFieldSingleValidation = (value, { req }) =>
  !value || isAllowedLink(value) || LINK_TARGET_MESSAGE[staffLanguage(req.i18n?.language)]
