/**
 * The relevance table of the site search (issue 42): a query in a language, and the result that must come
 * first, by its kind and a part of its title. Rows on documents name words found only inside their PDFs.
 * Checked against the production build with the sample content (tests/e2e/search.spec.ts, through GET
 * /api/search) and timed by scripts/bench-search.ts. `why` names what the row proves.
 */
export type RelevanceRow = { lang: 'de' | 'en'; q: string; kind: string; title: string; why: string }

export const RELEVANCE: readonly RelevanceRow[] = [
  {
    lang: 'de',
    q: 'Leitstelle',
    kind: 'project',
    title: 'Neubau Integrierte Leitstelle',
    why: 'whole word in a title',
  },
  { lang: 'de', q: 'Leitstellen', kind: 'project', title: 'Neubau Integrierte Leitstelle', why: 'stemming' },
  {
    lang: 'de',
    q: 'Ausweichleitstelle',
    kind: 'project',
    title: 'Ausweichleitstelle Kreis',
    why: 'compound',
  },
  { lang: 'de', q: 'Alamierung', kind: 'page', title: 'Digitale Alarmierung', why: 'one typo' },
  { lang: 'de', q: 'Alarmierung', kind: 'page', title: 'Digitale Alarmierung', why: 'title over body' },
  { lang: 'de', q: 'Funkerstraße', kind: 'page', title: 'Unna', why: 'an office by its street' },
  { lang: 'de', q: 'Funkerstrasse', kind: 'page', title: 'Unna', why: 'ß written ss' },
  { lang: 'de', q: 'Funkerstrasze', kind: 'page', title: 'Unna', why: 'ß written sz' },
  { lang: 'de', q: 'Gruenderpreis', kind: 'page', title: 'Gründerpreis 2024', why: 'ü written ue' },
  {
    lang: 'de',
    q: '"Integrierte Leitstelle"',
    kind: 'project',
    title: 'Integrierte Leitstelle',
    why: 'phrase',
  },
  { lang: 'de', q: 'Digitalfunk', kind: 'event', title: 'Schulungen Digitalfunk', why: 'word in a title' },
  {
    lang: 'de',
    q: 'Geschäftsbedingungen',
    kind: 'document',
    title: 'Geschäftsbedingungen',
    why: 'document title',
  },
  {
    lang: 'de',
    q: 'Hinweisgeber',
    kind: 'page',
    title: 'Hinweisgeberschutz',
    why: 'first part of a compound',
  },
  { lang: 'de', q: 'Reparatur', kind: 'page', title: 'Reparaturen', why: 'page before its form' },
  { lang: 'de', q: 'Webinar', kind: 'event', title: 'Webinar', why: 'event' },
  { lang: 'de', q: 'Meldeempfaenger', kind: 'event', title: 'Meldeempfänger', why: 'ä written ae' },
  { lang: 'de', q: 'Impressum', kind: 'page', title: 'Impressum', why: 'legal page' },
  { lang: 'de', q: 'Datenschutz', kind: 'page', title: 'Datenschutz', why: 'legal page, compound prefix' },
  { lang: 'de', q: 'Leit', kind: 'page', title: 'Leitsysteme', why: 'a word begun' },
  { lang: 'de', q: 'Barsbüttel', kind: 'page', title: 'Barsbüttel', why: 'office' },
  { lang: 'de', q: 'Ausbildung', kind: 'job', title: 'Ausbildung', why: 'job' },
  { lang: 'de', q: 'Kontakt', kind: 'page', title: 'Kontakt', why: 'page title' },
  {
    lang: 'de',
    q: 'Eigentumsvorbehalt',
    kind: 'document',
    title: 'Allgemeine Liefer- und Geschäftsbedingungen',
    why: 'a word only inside a PDF',
  },
  { lang: 'de', q: 'Akkulaufzeit', kind: 'document', title: 'HT-7 – Technische Daten', why: 'inside a PDF' },
  {
    lang: 'de',
    q: 'Fehlerbeschreibung Seriennummer',
    kind: 'document',
    title: 'Reparaturauftrag',
    why: 'two words inside a PDF',
  },
  { lang: 'en', q: 'control centre', kind: 'page', title: 'Control-centre systems', why: 'two words, title' },
  {
    lang: 'en',
    q: '"control centre"',
    kind: 'page',
    title: 'Control-centre systems',
    why: 'phrase across a hyphen',
  },
  { lang: 'en', q: 'alrting', kind: 'page', title: 'Digital alerting', why: 'one typo' },
  {
    lang: 'en',
    q: 'terms and conditions',
    kind: 'document',
    title: 'General terms and conditions',
    why: 'document',
  },
  { lang: 'en', q: 'legal notice', kind: 'page', title: 'Legal notice', why: 'legal page' },
  { lang: 'en', q: 'whistleblower', kind: 'page', title: 'Whistleblower protection', why: 'page' },
  { lang: 'en', q: 'apprenticeship', kind: 'job', title: 'Apprenticeship', why: 'job' },
  { lang: 'en', q: 'navigation', kind: 'page', title: 'Mission navigation', why: 'page title over records' },
  { lang: 'en', q: 'founders award', kind: 'news', title: "Founders' Award 2024", why: 'news' },
  { lang: 'en', q: 'Greifswald', kind: 'page', title: 'Greifswald', why: 'office' },
  {
    lang: 'en',
    q: 'retention of title',
    kind: 'document',
    title: 'General terms and conditions',
    why: 'inside the English PDF',
  },
  {
    lang: 'en',
    q: 'battery life',
    kind: 'document',
    title: 'HT-7 series – specifications',
    why: 'inside the English PDF',
  },
  {
    lang: 'en',
    q: 'Sitzungsnummer',
    kind: 'document',
    title: 'Remote support',
    why: 'inside a German PDF standing in',
  },
  {
    lang: 'en',
    q: 'Leitstelle',
    kind: 'event',
    title: 'Leitstellenkongress',
    why: 'a German name in English',
  },
]

/** More queries for the benchmark: short, long, nothing found. */
export const EXTRA_QUERIES = {
  de: ['a', 'Leit', 'Einsatzleitsystem Leitstelle Funk Alarmierung Service', 'xyzzy'],
  en: ['a', 'control', 'control room radio alerting service', 'xyzzy'],
}
