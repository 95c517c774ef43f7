import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defineConfig } from 'vitest/config'
import { RESOLVE_SHORTCUT } from './tests/support/resolveShortcut'

/** The projects named on the command line (`--project unit`), none when all run. */
const chosen = process.argv.flatMap((arg, index, all) =>
  arg === '--project'
    ? [all[index + 1]]
    : arg.startsWith('--project=')
      ? [arg.slice('--project='.length)]
      : [],
)
/** Only the unit tests: no database, so their files run side by side. */
const unitOnly = chosen.length > 0 && chosen.every((name) => name === 'unit')

/**
 * The integration files that need a process of their own: they replace a module the site's code imports
 * (`vi.mock`: content, page assets), build Payload with settings of their own (object storage), or stop the
 * shared Payload (backup). Run with the others by `--project 'integration*'`.
 */
const INTEGRATION_ALONE = [
  'tests/integration/backup.test.ts',
  'tests/integration/content.test.ts',
  'tests/integration/object-storage.test.ts',
  'tests/integration/page-assets.test.ts',
]

/** What both integration projects share: one seeded data folder (the set-up runs once) and a lower scrypt cost. */
const INTEGRATION = {
  globalSetup: ['tests/integration/global-setup.ts'],
  // Staff passwords and access codes at scrypt cost 2^10 instead of 2^16 / 2^15 (src/lib/sealed/scryptCost.ts):
  // the desk tests sign hundreds of accounts in; the unit and browser tests keep the full cost.
  env: { TEST_SCRYPT_N: '1024' },
}

export default defineConfig({
  resolve: {
    alias: {
      '@payload-config': path.resolve(__dirname, 'src/payload.config.ts'),
      '@': path.resolve(__dirname, 'src'),
    },
  },
  test: {
    pool: 'forks',
    // Node ≥ 22 is slow to import packages with large `exports` maps (drizzle-orm, date-fns): see the hook's file.
    // The unit tests alone share their workers' modules, each loaded once instead of once per file (the run took
    // 102 s isolated, 17 s so); the integration tests share one process too, but for the files of
    // `integration-alone` below.
    poolOptions: { forks: { execArgv: RESOLVE_SHORTCUT, isolate: !unitOnly } },
    // The integration files share one database and run one after the other; the setting
    // is the whole run's, not a project's, so `npx vitest run --project unit` (no database) runs its files side by
    // side, and a run with the integration tests one file at a time.
    fileParallelism: unitOnly,
    // Vitest's forks leave one core idle by default: the unit tests alone take every core.
    ...(unitOnly && { maxWorkers: os.availableParallelism() }),
    testTimeout: 30_000,
    hookTimeout: 180_000,
    // A cheaper proof of work: tests still solve every challenge, just quicker.
    env: { CAPTCHA_COST_COUNTER_MAX: '5000' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          // No database. Modules that read the environment get a throw-away data folder.
          env: { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'sekundenwerk-unit-')) },
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: INTEGRATION_ALONE,
          ...INTEGRATION,
          // One process for these files, its modules (Payload, Drizzle, the site's code) loaded once: importing
          // them took 3–5 s a file, two thirds of the run when each file had a process of its own.
          poolOptions: { forks: { isolate: false, singleFork: true } },
        },
      },
      {
        extends: true,
        test: { name: 'integration-alone', include: INTEGRATION_ALONE, ...INTEGRATION },
      },
      {
        extends: true,
        test: {
          // Two production instances on one Postgres: run by scripts/test.sh after the browser tests, on their
          // build, inside scripts/with-postgres.sh (skipped without either).
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
    ],
  },
})
