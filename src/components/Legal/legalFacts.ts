/**
 * Time limits that the legal pages state. They come from the law (HinSchG) or from our own operating rules,
 * not from spec §9, and appear on more than one page (privacy policy, whistleblower page), so they live here
 * once. The applicant-data period is a spec constant: APPLICANT_DATA_RETENTION_MONTHS in src/lib/constants.
 */

/** § 17 Abs. 1 Nr. 1 HinSchG: the reporting office confirms receipt of a report within seven days. */
export const REPORT_ACKNOWLEDGEMENT_DAYS = 7
/** § 17 Abs. 2 HinSchG: feedback on follow-up measures within three months of the acknowledgement. */
export const REPORT_FEEDBACK_MONTHS = 3
/** § 11 Abs. 5 HinSchG: documentation of a report is deleted three years after the procedure ends. */
export const REPORT_RETENTION_YEARS = 3
/** Our web server deletes its access logs after this many days. */
export const SERVER_LOG_RETENTION_DAYS = 7
/** The language cookie (set only when the visitor uses the language control) lives this long. */
export const LOCALE_COOKIE_MONTHS = 12
/** Date of the current version of the privacy policy (ISO). */
export const PRIVACY_POLICY_DATE = '2026-11-01'
