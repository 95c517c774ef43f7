import type { GlobalConfig } from 'payload'
import { anyone, isEditor } from '@/access/roles'
import { revalidateGlobal } from '@/lib/revalidate'

export const AwardBanner: GlobalConfig = {
  slug: 'award-banner',
  label: { de: 'Auszeichnungs-Banner', en: 'Award banner' },
  admin: { group: 'Website' },
  access: { read: anyone, update: isEditor },
  hooks: { afterChange: revalidateGlobal('award-banner') },
  fields: [
    { name: 'enabled', type: 'checkbox', defaultValue: true },
    { name: 'text', type: 'text', localized: true },
    { name: 'link', type: 'text' },
    { name: 'linkText', type: 'text', localized: true },
  ],
}
