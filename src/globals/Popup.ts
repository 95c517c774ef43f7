import type { GlobalConfig, TextFieldSingleValidation } from 'payload'
import { anyone, isEditor } from '@/access/roles'
import { POPUP_DEFAULTS } from '@/lib/constants'
import { revalidateGlobal } from '@/lib/revalidate'
import { isCssLength } from '@/lib/popup'
import { DAY_ADMIN } from '@/collections/fields'

/** Size fields take a plain CSS length (17em, 2.5em, 300px, 1.2rem, 80%); empty falls back to the default. */
const cssLength: TextFieldSingleValidation = (value, { req }) =>
  !value ||
  isCssLength(value) ||
  (req.i18n?.language === 'de'
    ? 'Bitte eine CSS-Länge angeben, z. B. 17em, 2.5em, 300px, 1.2rem oder 80%.'
    : 'Enter a CSS length such as 17em, 2.5em, 300px, 1.2rem or 80%.')

export const Popup: GlobalConfig = {
  slug: 'popup',
  label: { de: 'Popup', en: 'Popup' },
  admin: { group: 'Website' },
  access: { read: anyone, update: isEditor },
  hooks: { afterChange: revalidateGlobal('popup') },
  fields: [
    { name: 'enabled', type: 'checkbox', defaultValue: true },
    { name: 'cookieName', type: 'text', required: true },
    { name: 'heading', type: 'text', localized: true },
    { name: 'subline', type: 'text', localized: true },
    { name: 'fontSize', type: 'text', defaultValue: POPUP_DEFAULTS.fontSize, validate: cssLength },
    { name: 'startDate', type: 'date', admin: DAY_ADMIN },
    { name: 'endDate', type: 'date', admin: DAY_ADMIN },
    { name: 'width', type: 'text', defaultValue: POPUP_DEFAULTS.width, validate: cssLength },
    { name: 'height', type: 'text', defaultValue: POPUP_DEFAULTS.height, validate: cssLength },
    { name: 'padding', type: 'text', defaultValue: POPUP_DEFAULTS.padding, validate: cssLength },
    { name: 'link', type: 'text' },
    { name: 'linkText', type: 'text', localized: true },
  ],
}
