import { test as base, expect, type Page } from '@playwright/test'

/**
 * Every browser test also proves that the Content-Security-Policy breaks nothing: Chromium reports each
 * blocked script, style, frame, image or connection on the console, and a test with any such report fails.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = []
      const watch = (page: Page) =>
        page.on('console', (message) => {
          if (/Content[- ]Security[- ]Policy/i.test(message.text()))
            violations.push(`${page.url()}: ${message.text()}`)
        })
      context.pages().forEach(watch)
      context.on('page', watch)
      await use(violations)
      expect(violations, 'Content-Security-Policy violations').toEqual([])
    },
    { auto: true },
  ],
})

/**
 * Opens `path` and waits until the site's scripts run (they start after the first paint): a click before that
 * is an ordinary page load, not the client-side navigation a test may be checking.
 */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  return response
}

export { expect }
export type * from '@playwright/test'

/** The language control's link to `locale` (it offers every language but the page's own). */
export const languageSwitchTo = (page: Page, locale: string) =>
  page.getByTestId('language-switch').and(page.locator(`[hreflang="${locale}"]`))
