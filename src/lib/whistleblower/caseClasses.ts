import type { CaseArea, CaseImportance, CaseOutcome, MarkedOutReason } from '../constants'

/**
 * How the office classifies a case, in both languages with the legal source of each choice: the public form, the
 * admin, the case file and the figures all read these (values in src/lib/constants.ts).
 */

type Words = { de: string; en: string }

export const CASE_AREA_LABELS: Record<CaseArea, Words & { law: string }> = {
  crime: { de: 'Straftaten (z. B. Betrug, Diebstahl, Untreue)', en: 'Criminal offences (e.g. fraud, theft, embezzlement)', law: '§ 2 Abs. 1 Nr. 1' },
  corruption: { de: 'Korruption und Bestechung', en: 'Corruption and bribery', law: '§ 2 Abs. 1 Nr. 1' },
  'workplace-safety': {
    de: 'Arbeitsschutz, Gesundheit und Rechte der Beschäftigten',
    en: "Workplace safety, health and employees' rights",
    law: '§ 2 Abs. 1 Nr. 2',
  },
  'money-laundering': {
    de: 'Geldwäsche und Terrorismusfinanzierung',
    en: 'Money laundering and terrorist financing',
    law: '§ 2 Abs. 1 Nr. 3',
  },
  'product-safety': {
    de: 'Produkt- und Verkehrssicherheit, Gefahrgut',
    en: 'Product and transport safety, dangerous goods',
    law: '§ 2 Abs. 1 Nr. 3',
  },
  environment: {
    de: 'Umwelt-, Strahlen- und Energierecht',
    en: 'Environment, radiation protection and energy',
    law: '§ 2 Abs. 1 Nr. 3',
  },
  'food-health': {
    de: 'Lebensmittel, Arzneimittel, Medizinprodukte und Tierschutz',
    en: 'Food, medicines, medical devices and animal welfare',
    law: '§ 2 Abs. 1 Nr. 3',
  },
  consumer: { de: 'Verbraucherschutz', en: 'Consumer protection', law: '§ 2 Abs. 1 Nr. 3' },
  'data-protection': {
    de: 'Datenschutz und IT-Sicherheit',
    en: 'Data protection and IT security',
    law: '§ 2 Abs. 1 Nr. 3',
  },
  procurement: { de: 'Vergabe öffentlicher Aufträge', en: 'Public procurement', law: '§ 2 Abs. 1' },
  'accounting-tax': {
    de: 'Rechnungslegung, Bilanzen und Steuern',
    en: 'Accounting, financial statements and tax',
    law: '§ 2 Abs. 1',
  },
  competition: { de: 'Wettbewerbs- und Kartellrecht', en: 'Competition and antitrust law', law: '§ 2 Abs. 1' },
  other: { de: 'Sonstiges', en: 'Other', law: '§ 2' },
  unknown: { de: 'Weiß nicht', en: "I don't know", law: '–' },
}

/** A case without an area chosen, or with "weiß nicht": one line of the figures. */
export const NO_AREA_LABEL: Words = { de: 'Ohne Sachgebiet (weiß nicht oder keine Angabe)', en: 'No subject area (not known or not given)' }
/** A case whose area the viewer's key does not open. */
export const UNREADABLE_AREA_LABEL: Words = {
  de: 'Sachgebiet nicht lesbar (Fall nicht für Sie freigegeben)',
  en: 'Subject area not readable (case not granted to you)',
}

export const CASE_OUTCOME_LABELS: Record<CaseOutcome, Words & { law: string }> = {
  'internal-inquiry': {
    de: 'Interne Untersuchung durchgeführt',
    en: 'Internal inquiry carried out',
    law: '§ 18 Nr. 1',
  },
  'referred-elsewhere': {
    de: 'An eine andere zuständige Stelle verwiesen',
    en: 'Referred to another competent body',
    law: '§ 18 Nr. 2',
  },
  'closed-lack-of-evidence': {
    de: 'Abgeschlossen mangels Beweisen',
    en: 'Closed for lack of evidence',
    law: '§ 18 Nr. 3',
  },
  'closed-unfounded': {
    de: 'Abgeschlossen als unbegründet',
    en: 'Closed as unfounded',
    law: '§ 18 Nr. 3',
  },
  'closed-other': {
    de: 'Abgeschlossen aus anderen Gründen',
    en: 'Closed for other reasons',
    law: '§ 18 Nr. 3',
  },
  'handed-over-internal': {
    de: 'Abgegeben an die interne Ermittlungsstelle',
    en: 'Handed over to internal investigations',
    law: '§ 18 Nr. 4 a',
  },
  'handed-over-authority': {
    de: 'Abgegeben an eine zuständige Behörde',
    en: 'Handed over to a competent authority',
    law: '§ 18 Nr. 4 b',
  },
}

export const CASE_IMPORTANCE_LABELS: Record<CaseImportance, Words> = {
  low: { de: 'niedrig', en: 'low' },
  normal: { de: 'normal', en: 'normal' },
  high: { de: 'hoch', en: 'high' },
}

export const MARKED_OUT_REASON_LABELS: Record<MarkedOutReason, Words> = {
  'out-of-scope': { de: 'Kein Hinweis im Sinne des HinSchG', en: 'Not a report within the HinSchG' },
  spam: { de: 'Spam oder Missbrauch', en: 'Spam or abuse' },
  test: { de: 'Test', en: 'Test' },
  duplicate: { de: 'Doppelt gemeldet (zählt beim ersten Fall)', en: 'Duplicate (counted with the first case)' },
}

/** The fields' names in the admin and the case file. */
export const CLASS_FIELD_LABELS = {
  area: { de: 'Sachgebiet (HinSchG § 2)', en: 'Subject area (HinSchG § 2)' },
  outcome: { de: 'Ergebnis (Folgemaßnahme, § 18)', en: 'Outcome (follow-up measure, § 18)' },
  importance: { de: 'Wichtigkeit', en: 'Importance' },
  labels: { de: 'Schlagwörter', en: 'Labels' },
  markedOut: {
    de: 'Kein Hinweis im Sinne des HinSchG / Test (nicht in den Kennzahlen)',
    en: 'Not a report within the HinSchG / test (not in the figures)',
  },
  markedOutReason: { de: 'Grund', en: 'Reason' },
} as const

/** "a, b , c" → ['a', 'b', 'c']: trimmed, empty ones and repeats dropped. */
export function splitLabels(value: string | null | undefined): string[] {
  if (!value) return []
  return [...new Set(value.split(',').map((label) => label.trim()).filter(Boolean))]
}

/** How the office classified a case, as its case file states it. */
export type CaseClassification = {
  area: CaseArea | null
  labels: string[]
  importance: CaseImportance | null
  outcome: CaseOutcome | null
  /** The reason a case is marked out of the figures; null when it counts. */
  markedOut: MarkedOutReason | 'unspecified' | null
}

/** The classification as lines of the case file (screen and document alike), in `language`. */
export function classificationLines(
  classification: CaseClassification,
  language: keyof Words,
): { label: string; value: string }[] {
  const { area, labels, importance, outcome, markedOut } = classification
  const none = '–'
  return [
    { label: CLASS_FIELD_LABELS.area[language], value: area ? CASE_AREA_LABELS[area][language] : none },
    {
      label: CLASS_FIELD_LABELS.importance[language],
      value: importance ? CASE_IMPORTANCE_LABELS[importance][language] : none,
    },
    { label: CLASS_FIELD_LABELS.labels[language], value: labels.length ? labels.join(', ') : none },
    {
      label: CLASS_FIELD_LABELS.outcome[language],
      value: outcome ? `${CASE_OUTCOME_LABELS[outcome][language]} (${CASE_OUTCOME_LABELS[outcome].law})` : none,
    },
    ...(markedOut
      ? [
          {
            label: CLASS_FIELD_LABELS.markedOut[language],
            value: markedOut === 'unspecified' ? none : MARKED_OUT_REASON_LABELS[markedOut][language],
          },
        ]
      : []),
  ]
}
