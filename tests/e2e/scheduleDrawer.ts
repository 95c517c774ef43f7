import type { Locator, Page } from '@playwright/test'

/**
 * In the open date picker of the scheduling drawer: picks the day after tomorrow (by this machine's calendar) and
 * the latest time the picker offers. Not a nearer day: the drawer reads the picked wall time as German time, and
 * on the day it takes for today in German time it disables every time before this machine's time of day. On a
 * machine in UTC, in the hour before its midnight, that left no time at all on today (all past in German time)
 * nor on tomorrow (already today in German time, every time before 23:xx disabled).
 */
export async function pickLatestInTwoDays(page: Page, input: Locator) {
  await input.click()
  const today = new Date()
  const target = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 2)
  if (target.getMonth() !== today.getMonth())
    await page.locator('.react-datepicker__navigation--next').click()
  const day = String(target.getDate()).padStart(3, '0')
  await page.locator(`.react-datepicker__day--${day}:not(.react-datepicker__day--outside-month)`).click()
  await page
    .locator('.react-datepicker__time-list-item:not(.react-datepicker__time-list-item--disabled)')
    .last()
    .click()
}

/**
 * In an open record of the German admin: opens the publish button's menu, the scheduling drawer, picks the latest
 * time in two days and saves. What the drawer then shows is the caller's to check.
 */
export async function planInTwoDays(page: Page) {
  await page.locator('#action-save-popup button').first().click()
  await page.getByRole('button', { name: 'Veröffentlichungsplanung' }).click()
  const drawer = page.locator('.schedule-publish__scheduler')
  await pickLatestInTwoDays(page, drawer.locator('.date-time-picker input'))
  await drawer.getByRole('button', { name: 'Speichern' }).click()
}
