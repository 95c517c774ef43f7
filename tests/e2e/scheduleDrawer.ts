import type { Locator, Page } from '@playwright/test'

/**
 * In the open date picker of the scheduling drawer: picks tomorrow (by this machine's calendar) and the latest
 * time the picker offers. Not today: the drawer reads the picked wall time as German time, so today's latest time
 * was already past on a machine in UTC between 22:30 and midnight, and the drawer refused it.
 */
export async function pickTomorrowLatest(page: Page, input: Locator) {
  await input.click()
  const today = new Date()
  const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1)
  if (tomorrow.getMonth() !== today.getMonth())
    await page.locator('.react-datepicker__navigation--next').click()
  const day = String(tomorrow.getDate()).padStart(3, '0')
  await page.locator(`.react-datepicker__day--${day}:not(.react-datepicker__day--outside-month)`).click()
  await page
    .locator('.react-datepicker__time-list-item:not(.react-datepicker__time-list-item--disabled)')
    .last()
    .click()
}

/**
 * In an open record of the German admin: opens the publish button's menu, the scheduling drawer, picks tomorrow's
 * latest time and saves. What the drawer then shows is the caller's to check.
 */
export async function planTomorrow(page: Page) {
  await page.locator('#action-save-popup button').first().click()
  await page.getByRole('button', { name: 'Veröffentlichungsplanung' }).click()
  const drawer = page.locator('.schedule-publish__scheduler')
  await pickTomorrowLatest(page, drawer.locator('.date-time-picker input'))
  await drawer.getByRole('button', { name: 'Speichern' }).click()
}
