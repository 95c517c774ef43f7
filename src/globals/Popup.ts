import type { GlobalConfig } from 'payload'
import { anyone, isEditor } from '@/access/roles'
import { revalidateGlobal } from '@/lib/revalidate'

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
    { name: 'fontSize', type: 'text', defaultValue: '1em' },
    { name: 'startDate', type: 'date' },
    { name: 'endDate', type: 'date' },
    { name: 'width', type: 'text', defaultValue: '17em' },
    { name: 'height', type: 'text', defaultValue: '17em' },
    { name: 'padding', type: 'text', defaultValue: '2.5em' },
    { name: 'link', type: 'text' },
    { name: 'linkText', type: 'text', localized: true },
  ],
}
