import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defineConfig } from 'vitest/config'
import { RESOLVE_SHORTCUT } from './tests/support/resolveShortcut'

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
    poolOptions: { forks: { execArgv: RESOLVE_SHORTCUT } },
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
          // The unit files share each worker's loaded modules instead of importing them all again per file.
          isolate: false,
          // No database. Modules that read the environment get a throw-away data folder.
          env: { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'sekundenwerk-unit-')) },
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/integration/global-setup.ts'],
          // The integration files share one database: one after the other, in one process. The unit files run in
          // parallel beside them (`npx vitest run --project unit` runs them alone, without the database set-up).
          poolOptions: { forks: { singleFork: true } },
        },
      },
      {
        extends: true,
        test: {
          // Two production instances on one Postgres: run by scripts/test.sh after the browser tests, on their
          // build, inside scripts/with-postgres.sh (skipped without either).
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          poolOptions: { forks: { singleFork: true } },
          testTimeout: 60_000,
        },
      },
    ],
  },
})
