import type { GlobalConfig } from 'payload'
import { anyone, isEditor } from '@/access/roles'
import { SOLUTIONS } from '@/lib/paths'
import { revalidateGlobal } from '@/lib/revalidate'

export const Home: GlobalConfig = {
  slug: 'home',
  label: { de: 'Startseite', en: 'Home page' },
  admin: { group: 'Website' },
  access: { read: anyone, update: isEditor },
  hooks: { afterChange: revalidateGlobal('home') },
  fields: [
    {
      name: 'slides',
      type: 'array',
      maxRows: 8,
      fields: [
        { name: 'role', type: 'text', required: true, localized: true },
        { name: 'name', type: 'text', required: true },
        { name: 'image', type: 'upload', relationTo: 'media', required: true },
        { name: 'headline', type: 'text', localized: true },
      ],
    },
    { name: 'showAllSolutions', type: 'checkbox', defaultValue: false, label: 'Alle Lösungen zeigen' },
    {
      name: 'solutions',
      type: 'select',
      hasMany: true,
      options: SOLUTIONS.map((slug) => ({ value: slug, label: slug })),
      admin: { description: 'Lösungskarten, die auf der Startseite erscheinen.' },
    },
  ],
}
