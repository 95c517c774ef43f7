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
