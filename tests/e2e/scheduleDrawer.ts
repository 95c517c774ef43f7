import type { Page } from '@playwright/test'

/**
 * In an open record of the German admin: opens the publish button's menu, the scheduling drawer, picks the
 * latest time the picker offers today and saves. What the drawer then shows is the caller's to check.
 */
export async function planLatestToday(page: Page) {
  await page.locator('#action-save-popup button').first().click()
  await page.getByRole('button', { name: 'Veröffentlichungsplanung' }).click()
  const drawer = page.locator('.schedule-publish__scheduler')
  await drawer.locator('.date-time-picker input').click()
  await page
    .locator('.react-datepicker__time-list-item:not(.react-datepicker__time-list-item--disabled)')
    .last()
    .click()
  await drawer.getByRole('button', { name: 'Speichern' }).click()
}
