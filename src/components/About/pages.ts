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

/** Hero image of each about-us page (page images, see src/seed/content/pageImages.ts). */
export const ABOUT_HEROES: Record<AboutPage, string> = {
  'ueber-uns': 'hero-about',
  management: 'hero-management',
  team: 'hero-team',
  niederlassungen: 'hero-locations',
  'unsere-werte': 'hero-values',
  umwelt: 'hero-environment',
  partner: 'hero-partner',
  zertifikate: 'hero-certificates',
  verbaende: 'hero-associations',
}
