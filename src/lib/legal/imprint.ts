/**
 * The sections of the legal notice: each message key (namespace `legal.imprint`) and its anchor on the page, so
 * the page and the site search (src/data/search/pages.ts) link the same places.
 */
export const IMPRINT_SECTIONS = {
  provider: 'anbieter',
  representation: 'vertretung',
  contact: 'kontakt',
  register: 'registereintrag',
  vat: 'umsatzsteuer',
  responsible: 'verantwortlich',
  dispute: 'streitbeilegung',
  liabilityContent: 'haftung-inhalte',
  liabilityLinks: 'haftung-links',
  copyright: 'urheberrecht',
  credits: 'bildnachweise',
} as const
