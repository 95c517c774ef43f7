/**
 * `npm run bench:admin` — how long an editor waits in the back office. Starts the production build on a fresh
 * sample database (scripts/e2e-server.ts) and, in Chromium at 1280 px with a German browser, times five rounds
 * of: signing in (the form sent until the dashboard shows), opening the news list (until its table shows),
 * opening a news item (until its title field shows) and saving it as a draft (the click until the save is
 * answered). Prints the median of each; goal: each at most 1.5 s, otherwise it exits with 1.
 */
import { spawn } from 'node:child_process'
import { chromium, type Page } from '@playwright/test'
import { median } from './bench-noise'
import { freePort, waitFor } from './bench-support'

const ROUNDS = Number(process.env.BENCH_ROUNDS || 5)
const GOAL_MS = 1500
const ADMIN = { email: 'admin@sekundenwerk.example', password: 'e2e-Verwaltung-2026' }
const STEPS = ['sign-in', 'news list', 'news item', 'save'] as const
type Step = (typeof STEPS)[number]

async function timed(action: () => Promise<unknown>): Promise<number> {
  const started = performance.now()
  await action()
  return performance.now() - started
}

async function round(page: Page, base: string, newsId: number): Promise<Record<Step, number>> {
  await page.context().clearCookies()
  await page.goto(`${base}/admin/login`)
  await page.locator('input[name="email"]').fill(ADMIN.email)
  await page.locator('input[name="password"]').fill(ADMIN.password)
  const signIn = await timed(async () => {
    await page.locator('button[type="submit"]').click()
    await page.waitForURL(/\/admin\/?$/)
    await page.locator('.dashboard').first().waitFor()
  })
  const list = await timed(async () => {
    await page.goto(`${base}/admin/collections/news`)
    await page.locator('table tbody tr').first().waitFor()
  })
  const item = await timed(async () => {
    await page.goto(`${base}/admin/collections/news/${newsId}`)
    await page.locator('#field-title').waitFor()
  })
  await page.locator('#field-subline').fill(`Messung ${Date.now()}`)
  const save = await timed(async () => {
    const answered = page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && response.url().includes(`/news/${newsId}`),
    )
    await page.locator('#action-save-draft').click()
    await answered
  })
  return { 'sign-in': signIn, 'news list': list, 'news item': item, save }
}

async function main() {
  const port = Number(process.env.E2E_PORT) || (await freePort())
  const base = `http://localhost:${port}`
  const site = spawn('npx', ['tsx', 'scripts/e2e-server.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, E2E_PORT: String(port) },
  })
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' })
  try {
    await waitFor(`${base}/api/jobs`, 15 * 60 * 1000)
    const [news] = (await (
      await fetch(`${base}/api/NewsSelectGridPublic`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ lang: 'de' }),
      })
    ).json()) as { id: number }[]
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'de-DE' })
    // Warm-up: the first answers of a fresh server include compiling and connecting.
    await round(page, base, news.id)
    const times = Object.fromEntries(STEPS.map((step) => [step, [] as number[]])) as Record<Step, number[]>
    for (let i = 0; i < ROUNDS; i++) {
      const measured = await round(page, base, news.id)
      for (const step of STEPS) times[step].push(measured[step])
    }
    let withinGoal = true
    for (const step of STEPS) {
      const value = median(times[step])
      withinGoal &&= value <= GOAL_MS
      console.log(`${step}: median ${value.toFixed(0)} ms over ${ROUNDS} (goal ${GOAL_MS} ms)`)
    }
    process.exitCode = withinGoal ? 0 : 1
  } finally {
    await browser.close()
    site.kill('SIGTERM')
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
