import path from 'node:path'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    alias: {
      '@payload-config': path.resolve(__dirname, 'src/payload.config.ts'),
      '@': path.resolve(__dirname, 'src'),
    },
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    globalSetup: ['tests/integration/global-setup.ts'],
    pool: 'forks',
    // One database for all files: run them one after the other.
    fileParallelism: false,
    testTimeout: 30_000,
    // A cheaper proof of work: tests still solve every challenge, just quicker.
    env: { CAPTCHA_COST_COUNTER_MAX: '5000' },
    hookTimeout: 180_000,
  },
})
