import type { GlobalConfig, TextFieldSingleValidation } from 'payload'
import { anyone, isEditor } from '@/access/roles'
import { POPUP_DEFAULTS } from '@/lib/constants'
import { revalidateGlobal } from '@/collections/revalidation'
import { isCssLength } from '@/lib/popup'
import { DAY_ADMIN } from '@/collections/fields'
import { LABELS, MENU_GROUPS, type AdminText } from '@/collections/adminLabels'
import { siteLinkFields } from '@/collections/siteLink'

/** Size fields take a plain CSS length (17em, 2.5em, 300px, 1.2rem, 80%); empty falls back to the default. */
const cssLength: TextFieldSingleValidation = (value, { req }) =>
  !value ||
  isCssLength(value) ||
  (req.i18n?.language === 'de'
    ? 'Bitte eine CSS-Länge angeben, z. B. 17em, 2.5em, 300px, 1.2rem oder 80%.'
    : 'Enter a CSS length such as 17em, 2.5em, 300px, 1.2rem or 80%.')

/** A size field's help text: what it sizes, its default, and which lengths it takes. */
const sizeHelp = (what: AdminText, fallback: string): AdminText => ({
  de: `${what.de} Eine CSS-Länge wie 17em, 300px oder 80%; leer: ${fallback}.`,
  en: `${what.en} A CSS length such as 17em, 300px or 80%; empty: ${fallback}.`,
})

export const Popup: GlobalConfig = {
  slug: 'popup',
  label: { de: 'Popup', en: 'Popup' },
  admin: {
    group: MENU_GROUPS.website,
    description: {
      de: 'Ein Hinweisfenster, das 3 Sekunden nach dem Laden jeder Seite hereingleitet, solange heute zwischen Beginn und Ende liegt und der Besucher es nicht geschlossen hat.',
      en: 'A notice that slides in 3 seconds after any page loads, while today lies between start and end and the visitor has not closed it.',
    },
  },
  access: { read: anyone, update: isEditor },
  hooks: { afterChange: revalidateGlobal('popup') },
  fields: [
    {
      name: 'enabled',
      label: LABELS.enabled,
      type: 'checkbox',
      defaultValue: true,
      admin: {
        description: { de: 'Aus: Das Popup erscheint nirgends.', en: 'Off: the popup appears nowhere.' },
      },
    },
    {
      name: 'cookieName',
      label: { de: 'Cookie-Name', en: 'Cookie name' },
      type: 'text',
      required: true,
      admin: {
        description: {
          de: 'Unter diesem Namen merkt sich der Browser, dass ein Besucher das Popup geschlossen hat. Für ein neues Popup einen neuen Namen wählen (z. B. preis-2026), sonst sehen es alle nicht, die das alte geschlossen haben.',
          en: 'The browser remembers under this name that a visitor closed the popup. Choose a new name for a new popup (e.g. award-2026), or whoever closed the old one will not see it.',
        },
      },
    },
    { name: 'heading', label: { de: 'Überschrift', en: 'Heading' }, type: 'text', localized: true },
    { name: 'subline', label: LABELS.subline, type: 'text', localized: true },
    {
      type: 'row',
      fields: [
        {
          name: 'startDate',
          label: { de: 'Erster Tag', en: 'First day' },
          type: 'date',
          admin: {
            ...DAY_ADMIN,
            description: { de: 'Beginn und Ende sind beide nötig.', en: 'Start and end are both needed.' },
          },
        },
        { name: 'endDate', label: { de: 'Letzter Tag', en: 'Last day' }, type: 'date', admin: DAY_ADMIN },
      ],
    },
    ...siteLinkFields(),
    { name: 'linkText', label: LABELS.linkText, type: 'text', localized: true },
    {
      type: 'collapsible',
      label: { de: 'Größe und Abstände', en: 'Size and spacing' },
      admin: { initCollapsed: true },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'width',
              label: { de: 'Breite', en: 'Width' },
              type: 'text',
              defaultValue: POPUP_DEFAULTS.width,
              validate: cssLength,
              admin: {
                description: sizeHelp(
                  { de: 'Breite des Fensters.', en: 'Width of the window.' },
                  POPUP_DEFAULTS.width,
                ),
              },
            },
            {
              name: 'height',
              label: { de: 'Mindesthöhe', en: 'Minimum height' },
              type: 'text',
              defaultValue: POPUP_DEFAULTS.height,
              validate: cssLength,
              admin: {
                description: sizeHelp(
                  { de: 'Das Fenster wächst mit längerem Text.', en: 'The window grows with longer text.' },
                  POPUP_DEFAULTS.height,
                ),
              },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'padding',
              label: { de: 'Innenabstand', en: 'Padding' },
              type: 'text',
              defaultValue: POPUP_DEFAULTS.padding,
              validate: cssLength,
              admin: {
                description: sizeHelp(
                  { de: 'Abstand zwischen Rand und Text.', en: 'Space between the edge and the text.' },
                  POPUP_DEFAULTS.padding,
                ),
              },
            },
            {
              name: 'fontSize',
              label: { de: 'Schriftgröße', en: 'Font size' },
              type: 'text',
              defaultValue: POPUP_DEFAULTS.fontSize,
              validate: cssLength,
              admin: {
                description: sizeHelp(
                  {
                    de: '1em ist die normale Textgröße der Seite.',
                    en: '1em is the page’s normal text size.',
                  },
                  POPUP_DEFAULTS.fontSize,
                ),
              },
            },
          ],
        },
      ],
    },
  ],
}
