import { expect, gotoHydrated, test } from './fixtures'
import { focusFaults, walk } from './focusRing'
import { localized } from './routes'

test('the skip link moves the focus into the content: the next Tab stays in main', async ({ page }) => {
  await gotoHydrated(page, '/')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('main')).toBeFocused()
  await page.keyboard.press('Tab')
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true)
})

test('the report form is a few key presses away: skip to the content, skip to the form, its first field', async ({
  page,
}) => {
  await gotoHydrated(page, '/hinweisgeberschutz')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeFocused()
  await page.keyboard.press('Enter')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Direkt zum Meldeformular' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await page.keyboard.press('Tab')
  // Three Tabs and two Enters, not forty Tabs through the page's sections.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const focused = document.activeElement
        return (
          Boolean(focused?.closest('[data-testid="whistleblower-form"]')) &&
          /^(INPUT|TEXTAREA)$/.test(focused!.tagName)
        )
      }),
    )
    .toBe(true)
})

// The award banner, the slider, the wave graphic and the forms with their human check; the film and the map
// behind their consent; header and footer on each. The popup's own focus is proven in popup.spec.ts.
const WALKED = ['/', '/kontakt', '/ueber-uns/unsere-werte', '/ueber-uns/niederlassungen']

for (const locale of ['de', 'en'] as const) {
  test(`keyboard only (${locale}): every stop on ${WALKED.length} pages has a visible focus ring`, async ({
    page,
  }) => {
    test.slow()
    for (const path of WALKED.map((each) => localized(each, locale))) {
      await gotoHydrated(page, path)
      const stops = await walk(page, 160)
      expect(stops.length, path).toBeGreaterThan(20)
      expect(focusFaults(stops), path).toEqual([])
    }
  })
}
