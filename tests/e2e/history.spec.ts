import { expect, gotoHydrated, test } from './fixtures'

test('history: intro, entries with plain-text body, lightbox opens and closes three ways', async ({
  page,
  request,
}) => {
  const entries: { title: string; bodyhtml: string }[] = await (await request.get('/api/history/')).json()
  // The lightbox opens once the page's scripts run: a click before that is lost.
  await gotoHydrated(page, '/aktuelles/wir-wachsen')
  await expect(page.locator('h1')).toHaveText('Wir wachsen – seit 1983')
  const items = page.getByTestId('history-list').locator('li')
  await expect(items).toHaveCount(entries.length)
  await expect(items.first().locator('h2')).toHaveText(entries[0].title)
  await expect(items.first().locator('p strong')).toHaveCount(0)

  const trigger = items.first().getByRole('button', { name: /Mehr lesen/ })
  const dialog = page.getByRole('dialog')
  await trigger.click()
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('heading', { name: entries[0].title })).toBeVisible()
  await expect(dialog.locator('p').first()).toBeVisible()
  await dialog.getByRole('button', { name: 'Schließen' }).click()
  await expect(dialog).toBeHidden()
  await expect(trigger).toBeFocused()

  await trigger.click()
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(trigger).toBeFocused()

  await trigger.click()
  await expect(dialog).toBeVisible()
  await page.mouse.click(5, 5)
  await expect(dialog).toBeHidden()
})

test('history in English', async ({ page }) => {
  await page.goto('/en/aktuelles/wir-wachsen')
  await expect(page.locator('h1')).toHaveText('Growing since 1983')
  await expect(
    page
      .getByTestId('history-list')
      .getByRole('button', { name: /Read more/ })
      .first(),
  ).toBeVisible()
})
