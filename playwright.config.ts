import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'

/** A free port, chosen once by the main process; workers inherit it through the environment. */
async function freePort(): Promise<string> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(String(port)))
    })
    server.on('error', reject)
  })
}

/** Set PLAYWRIGHT_BASE_URL to test a server that is already running (e.g. `npm run dev`) instead of a fresh build. */
const external = process.env.PLAYWRIGHT_BASE_URL
if (!external) process.env.E2E_PORT ||= await freePort()
const baseURL = external || `http://localhost:${process.env.E2E_PORT}`
// What the server under test writes (scripts/e2e-server.ts), for tests of what a request makes it log.
if (!external) {
  process.env.E2E_SERVER_LOG ||= path.join(os.tmpdir(), `sekundenwerk-e2e-server-${process.env.E2E_PORT}.log`)
}
// The offices map draws its tiles from a local tile server (no test may need the internet). A server under
// test started elsewhere must be given the same MAP_TILE_URL.
process.env.E2E_TILE_PORT ||= await freePort()
process.env.MAP_TILE_URL ||= `http://127.0.0.1:${process.env.E2E_TILE_PORT}/{z}/{x}/{y}.png`
// The server under test reads the view log of the proxy that tests/e2e/visitor-counts.spec.ts runs in front of it.
if (!external) {
  process.env.VIEW_LOG_FILE ||= path.join(os.tmpdir(), `sekundenwerk-e2e-views-${process.env.E2E_PORT}.log`)
}
const tileServer = {
  command: `npx tsx tests/support/tile-server.ts ${process.env.E2E_TILE_PORT}`,
  url: `http://127.0.0.1:${process.env.E2E_TILE_PORT}/0/0/0.png`,
  reuseExistingServer: true,
}

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // A failed test keeps its trace of actions, console and network, and a screenshot of where it stopped. The
    // trace's screencast and DOM snapshots are left out: recording them nearly doubled the suite's time (contact
    // and whistleblower forms: 2.2–2.4 min with them, 1.2 min without). `--trace on` records everything.
    // In CI (one retry) the trace is recorded on the retry of a failed test only.
    trace: { mode: process.env.CI ? 'on-first-retry' : 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's headless Chromium (package chromium-headless-shell); scripts/test.sh sets CHROMIUM_PATH.
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: external
    ? [tileServer]
    : [
        tileServer,
        {
          command: 'npx tsx scripts/e2e-server.ts',
          url: `${baseURL}/api/jobs`,
          timeout: 600_000,
          reuseExistingServer: false,
          stdout: 'pipe',
          stderr: 'pipe',
        },
      ],
})
