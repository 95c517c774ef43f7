import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/**
 * Nothing typed is lost to hydration (issue 58): on a slow phone the form shows before its scripts have run, and
 * what a visitor types then must still be there once the page is interactive. The CPU is throttled (×4) and the
 * site's scripts are held back until the typing is done, so that the typing comes before hydration on any
 * machine; then the scripts run, and the test reads the fields again.
 */
export async function typeBeforeHydration(page: Page, path: string, type: () => Promise<void>) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  // The scripts only: the stylesheets come, so the form shows as it would.
  const scripts = (url: URL) => url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js')
  await page.route(scripts, async (route) => {
    await released
    await route.continue()
  })
  await page.goto(path, { waitUntil: 'commit' })
  await type()
  // Typed while no script of the site had run.
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true')
  release()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 60_000 })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  await page.unroute(scripts)
}
