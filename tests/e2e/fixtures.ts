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

export { expect }
export type * from '@playwright/test'
