/** The office's first member in the end-to-end database (created by scripts/e2e-server.ts). */
export const OFFICE_LEAD = {
  email: 'meldestelle-leitung@sekundenwerk.example',
  password: 'e2e-Meldestelle-Leitung-2026',
}

/** An editor (marketing) in the end-to-end database (created by scripts/e2e-server.ts), for tests of their own. */
export const EDITOR = {
  email: 'redaktion@sekundenwerk.example',
  password: 'e2e-Redaktion-Vorschau-2026',
}

/** A second editor, for the tests of page images and downloads (one session per account and test file). */
export const ASSETS_EDITOR = {
  email: 'seitenbilder@sekundenwerk.example',
  password: 'e2e-Seitenbilder-Downloads-2026',
}

/**
 * A second administrator, for the tests that make and remove accounts or edit link fields over the API: a
 * sign-in of the first one at the same moment as the admin tests' ended their browser session.
 */
export const ACCOUNTS_ADMIN = {
  email: 'konten-verwaltung@sekundenwerk.example',
  password: 'e2e-Konten-Verwaltung-2026',
}

/**
 * Administrators of their own for the tests that make office members (tests/e2e/office.ts) and for the sign-in
 * tests (tests/e2e/staff-sign-in.spec.ts): Payload keeps an account's sessions on its record, and a sign-in over
 * the API at the moment of the admin tests' browser sign-in as the first administrator ended that session.
 */
export const MEMBERS_ADMIN = {
  email: 'mitglieder-verwaltung@sekundenwerk.example',
  password: 'e2e-Mitglieder-Verwaltung-2026',
}
export const STAFF_ADMIN = {
  email: 'anmeldung-verwaltung@sekundenwerk.example',
  password: 'e2e-Anmeldung-Verwaltung-2026',
}

/** An editor for the walk through an editor's day (tests/e2e/editor-walk.spec.ts). */
export const WALK_EDITOR = {
  email: 'redaktion-rundgang@sekundenwerk.example',
  password: 'e2e-Redaktion-Rundgang-2026',
}

/**
 * An administrator, an editor and an office member of the applications tests' own (tests/e2e/applications.spec.ts):
 * their sign-ins over the API must not end the browser sessions of the admin, editor and office tests.
 */
export const APPLICATIONS_ADMIN = {
  email: 'bewerbungen-verwaltung@sekundenwerk.example',
  password: 'e2e-Bewerbungen-Verwaltung-2026',
}
export const APPLICATIONS_EDITOR = {
  email: 'bewerbungen-redaktion@sekundenwerk.example',
  password: 'e2e-Bewerbungen-Redaktion-2026',
}
export const APPLICATIONS_OFFICE = {
  email: 'bewerbungen-meldestelle@sekundenwerk.example',
  password: 'e2e-Bewerbungen-Meldestelle-2026',
}

/** An administrator and an editor of the evidence-file tests' own (tests/e2e/whistleblower-files.spec.ts). */
export const EVIDENCE_ADMIN = {
  email: 'anhaenge-verwaltung@sekundenwerk.example',
  password: 'e2e-Anhaenge-Verwaltung-2026',
}
export const EVIDENCE_EDITOR = {
  email: 'anhaenge-redaktion@sekundenwerk.example',
  password: 'e2e-Anhaenge-Redaktion-2026',
}
/** A member of the office of the evidence-file tests' own: the ZIP of a case, over the API. */
export const EVIDENCE_OFFICE = {
  email: 'anhaenge-meldestelle@sekundenwerk.example',
  password: 'e2e-Anhaenge-Meldestelle-2026',
}

/**
 * An administrator, an editor and an office member of the case desk's tests of their own
 * (tests/e2e/desk-cases.spec.ts): recorded cases, minutes confirmed, the yearly figures.
 */
export const DESK_ADMIN = {
  email: 'meldestelle-erfassung-verwaltung@sekundenwerk.example',
  password: 'e2e-Erfassung-Verwaltung-2026',
}
export const DESK_EDITOR = {
  email: 'meldestelle-erfassung-redaktion@sekundenwerk.example',
  password: 'e2e-Erfassung-Redaktion-2026',
}
export const DESK_OFFICE = {
  email: 'meldestelle-erfassung@sekundenwerk.example',
  password: 'e2e-Erfassung-Meldestelle-2026',
}

/**
 * Two editors of the visitor-count tests' own (tests/e2e/visitor-counts.spec.ts): one browses signed in (not
 * counted) and reads the figures over HTTP, the other looks at the dashboard in the browser.
 */
export const VIEWS_EDITOR = {
  email: 'besucherzahlen-redaktion@sekundenwerk.example',
  password: 'e2e-Besucherzahlen-Redaktion-2026',
}
export const VIEWS_SCREEN_EDITOR = {
  email: 'besucherzahlen-ansicht@sekundenwerk.example',
  password: 'e2e-Besucherzahlen-Ansicht-2026',
}

/** An editor of the admin's safety checks' own (tests/e2e/admin-safety.spec.ts). */
export const SAFETY_EDITOR = {
  email: 'redaktion-sicherheit@sekundenwerk.example',
  password: 'e2e-Redaktion-Sicherheit-2026',
}

/**
 * An editor of tests/e2e/admin-editor-sees.spec.ts's own: signed in at the same moment as the safety checks'
 * editor, one sign-in ended the other's session (a 403 to the next save).
 */
export const SEES_EDITOR = {
  email: 'redaktion-ansicht@sekundenwerk.example',
  password: 'e2e-Redaktion-Ansicht-2026',
}

/** HR's first member in the end-to-end database (created by scripts/e2e-server.ts): grants HR's newcomers. */
export const HR_LEAD = {
  email: 'personal-leitung@sekundenwerk.example',
  password: 'e2e-Personal-Leitung-2026',
}

/**
 * Two administrators of the desk-access tests' own (tests/e2e/desk-access.spec.ts), who try to read what the
 * desks hold by resetting members and giving each other desk roles.
 */
export const KEYS_ADMIN = {
  email: 'schluessel-verwaltung@sekundenwerk.example',
  password: 'e2e-Schluessel-Verwaltung-2026',
}
export const KEYS_ADMIN_2 = {
  email: 'schluessel-verwaltung-2@sekundenwerk.example',
  password: 'e2e-Schluessel-Verwaltung-Zwei-2026',
}

/**
 * A member of each desk admitted when the end-to-end database was made, who has not signed in yet: their key
 * is made at their first sign-in, so every record taken in before it is one they cannot open (a member holding
 * part of the desk's records, tests/e2e/desk-access.spec.ts).
 */
export const PARTIAL_OFFICE = {
  email: 'meldestelle-teilweise@sekundenwerk.example',
  password: 'e2e-Meldestelle-Teilweise-2026',
}
export const PARTIAL_HR = {
  email: 'personal-teilweise@sekundenwerk.example',
  password: 'e2e-Personal-Teilweise-2026',
}

/**
 * The accounts of the tests of what strangers and other desks may read (tests/e2e/stranger-reads.spec.ts): an
 * editor, who may read the trash and the drafts, and an HR member and a member of the reporting office, who may
 * not; and an editor of the redirect tests (tests/e2e/stranger-requests.spec.ts), signed in over the API.
 */
export const READS_EDITOR = {
  email: 'lesetest-redaktion@sekundenwerk.example',
  password: 'e2e-Lesetest-Redaktion-2026',
}
export const READS_HR = {
  email: 'lesetest-personal@sekundenwerk.example',
  password: 'e2e-Lesetest-Personal-2026',
}
export const READS_OFFICE = {
  email: 'lesetest-meldestelle@sekundenwerk.example',
  password: 'e2e-Lesetest-Meldestelle-2026',
}
export const REDIRECTS_EDITOR = {
  email: 'weiterleitung-redaktion@sekundenwerk.example',
  password: 'e2e-Weiterleitung-Redaktion-2026',
}
