import { expect, gotoHydrated, test } from './fixtures'
import { axeViolations } from './axe'

// Every route of the site is checked by every-route.spec.ts; these are the pages and states it does not open.
for (const path of ['/gibt-es-nicht', '/en/gibt-es-nicht']) {
  test(`no axe violations on ${path}`, async ({ page }) => {
    await page.goto(path)
    await expect(page.locator('main')).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })
}

test('no axe violations in the open drawer at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await gotoHydrated(page, '/')
  await page.getByRole('button', { name: 'Menü öffnen' }).click()
  expect(await axeViolations(page)).toEqual([])
})
