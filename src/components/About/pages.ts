import type { AboutPage } from '@/lib/paths'

/** Message key (namespace `about`) of each about-us page. */
export const ABOUT_KEYS = {
  'ueber-uns': 'about',
  management: 'management',
  team: 'team',
  niederlassungen: 'locations',
  'unsere-werte': 'values',
  umwelt: 'environment',
  partner: 'partners',
  zertifikate: 'certificates',
  verbaende: 'associations',
} as const satisfies Record<AboutPage, string>
