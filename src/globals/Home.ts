import type { GlobalConfig } from 'payload'
import { anyone, isEditor } from '@/access/roles'
import { SOLUTIONS } from '@/lib/paths'
import { revalidateGlobal } from '@/collections/revalidation'
import deHome from '@/i18n/messages/de/home.json'
import enHome from '@/i18n/messages/en/home.json'
import { LABELS, MENU_GROUPS, pageName } from '@/collections/adminLabels'

export const Home: GlobalConfig = {
  slug: 'home',
  label: { de: 'Startseite', en: 'Home page' },
  admin: { group: MENU_GROUPS.website },
  access: { read: anyone, update: isEditor },
  hooks: { afterChange: revalidateGlobal('home') },
  fields: [
    {
      name: 'slides',
      label: { de: 'Bühne (Slider)', en: 'Hero slider' },
      labels: { singular: { de: 'Folie', en: 'Slide' }, plural: { de: 'Folien', en: 'Slides' } },
      type: 'array',
      maxRows: 8,
      admin: {
        description: {
          de: 'Die wechselnden Bilder oben auf der Startseite: je eine Person mit Funktion und Name.',
          en: 'The changing pictures at the top of the home page: one person each, with role and name.',
        },
      },
      fields: [
        {
          name: 'role',
          label: { de: 'Funktion', en: 'Role' },
          type: 'text',
          required: true,
          localized: true,
        },
        { name: 'name', label: LABELS.name, type: 'text', required: true },
        { name: 'image', label: LABELS.image, type: 'upload', relationTo: 'media', required: true },
        {
          name: 'headline',
          label: { de: 'Schlagzeile', en: 'Headline' },
          type: 'text',
          localized: true,
          admin: {
            description: {
              de: `Leer: „${deHome.defaultHeadline}“.`,
              en: `Empty: “${enHome.defaultHeadline}”.`,
            },
          },
        },
      ],
    },
    {
      name: 'showAllSolutions',
      type: 'checkbox',
      defaultValue: false,
      label: { de: 'Alle Lösungen zeigen', en: 'Show all solutions' },
      admin: {
        description: {
          de: 'An: alle sieben Lösungskarten, unabhängig von der Auswahl darunter.',
          en: 'On: all seven solution cards, whatever is chosen below.',
        },
      },
    },
    {
      name: 'solutions',
      label: { de: 'Lösungskarten', en: 'Solution cards' },
      type: 'select',
      hasMany: true,
      options: SOLUTIONS.map((slug) => ({ value: slug, label: pageName(slug) })),
      admin: {
        description: {
          de: 'Die Lösungskarten, die auf der Startseite erscheinen.',
          en: 'The solution cards that appear on the home page.',
        },
      },
    },
  ],
}
