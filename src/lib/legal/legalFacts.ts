/**
 * Time limits that only the legal pages state: our own operating rules. The HinSchG deadlines
 * (WHISTLEBLOWER_DEADLINES), the applicant-data period and the language cookie's lifetime are in src/lib/constants.
 */

/** Our web server deletes its access logs after this many days. */
export const SERVER_LOG_RETENTION_DAYS = 7
/** Date of the current version of the privacy policy (ISO). */
export const PRIVACY_POLICY_DATE = '2026-11-01'
