import type { GlobalConfig } from 'payload'
import { anyone, isEditor } from '@/access/roles'
import { revalidateGlobal } from '@/collections/revalidation'
import { LABELS, MENU_GROUPS } from '@/collections/adminLabels'
import { siteLinkFields } from '@/collections/siteLink'

export const AwardBanner: GlobalConfig = {
  slug: 'award-banner',
  label: { de: 'Auszeichnungs-Banner', en: 'Award banner' },
  admin: {
    group: MENU_GROUPS.website,
    description: {
      de: 'Schmaler Hinweis auf eine Auszeichnung oben auf jeder Seite; Besucher können ihn schließen.',
      en: 'Narrow note on an award at the top of every page; visitors can close it.',
    },
  },
  access: { read: anyone, update: isEditor },
  hooks: { afterChange: revalidateGlobal('award-banner') },
  fields: [
    {
      name: 'enabled',
      label: LABELS.enabled,
      type: 'checkbox',
      defaultValue: true,
      admin: {
        description: { de: 'Aus: Das Banner erscheint nirgends.', en: 'Off: the banner appears nowhere.' },
      },
    },
    { name: 'text', label: { de: 'Text', en: 'Text' }, type: 'text', localized: true },
    ...siteLinkFields(),
    {
      name: 'linkText',
      label: LABELS.linkText,
      type: 'text',
      localized: true,
      admin: {
        description: {
          de: 'Sagt, wohin der Link führt; leer: „Mehr erfahren“.',
          en: 'Says where the link leads; empty: “Read more”.',
        },
      },
    },
  ],
}
