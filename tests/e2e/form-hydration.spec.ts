import { expect, gotoHydrated, test } from './fixtures'
import { typeBeforeHydration } from './hydration'

/** Nothing typed is lost to hydration (issue 58); the application form's test is in applications.spec.ts. */

test('the contact form keeps what was typed before its scripts ran (CPU ×4)', async ({ page }) => {
  const form = page.getByTestId('contact-form')
  const typed = {
    name: 'Erika Früh',
    email: 'frueh@example.com',
    tel: '+49 40 123456',
    message: 'Vor dem Laden getippt.',
  }
  await typeBeforeHydration(page, '/kontakt', async () => {
    for (const [name, value] of Object.entries(typed))
      await form.locator(`[name="${name}"]`).pressSequentially(value)
  })
  for (const [name, value] of Object.entries(typed))
    await expect(form.locator(`[name="${name}"]`)).toHaveValue(value)
  await expect(form.getByRole('button', { name: 'Absenden' })).toBeEnabled()
})

test('the whistleblower form keeps what was typed before its scripts ran, in English (CPU ×4)', async ({
  page,
}) => {
  const form = page.getByTestId('whistleblower-form')
  const typed = { subject: 'Typed early', message: 'Typed before the scripts arrived.' }
  await typeBeforeHydration(page, '/en/hinweisgeberschutz', async () => {
    for (const [name, value] of Object.entries(typed))
      await form.locator(`[name="${name}"]`).pressSequentially(value)
  })
  for (const [name, value] of Object.entries(typed))
    await expect(form.locator(`[name="${name}"]`)).toHaveValue(value)
  // The leave guard knows of it too: a link to another page asks first.
  let asked = ''
  page.once('dialog', async (dialog) => {
    asked = dialog.message()
    await dialog.dismiss()
  })
  await page.getByTestId('site-footer').locator('a[href="/en/impressum"]').first().click()
  await expect.poll(() => asked).toMatch(/not been sent/)
  await expect(form.locator('[name="subject"]')).toHaveValue(typed.subject)
})

test("the contact form's code comes at its first use; a send clicked while it is on its way is sent once, with what was typed", async ({
  page,
}) => {
  test.setTimeout(60_000)
  await gotoHydrated(page, '/kontakt')
  await page.waitForLoadState('networkidle')
  // From here on every script the page asks for waits until released.
  const held: string[] = []
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    (url) => url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js'),
    async (route) => {
      held.push(route.request().url())
      await released
      await route.continue()
    },
  )
  const form = page.getByTestId('contact-form')
  const sends: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/EmailSend')
      sends.push(request.postData() ?? '')
  })
  // Shown, and not a script asked for while nobody used it.
  await expect(form.locator('[name="name"]')).toBeVisible()
  expect(held).toEqual([])

  await form.locator('[name="name"]').click()
  await expect.poll(() => held.length).toBeGreaterThan(0)
  const typed = {
    name: 'Erika Früh',
    email: 'frueh@example.com',
    tel: '+49 40 123456',
    message: 'Während des Ladens.',
  }
  for (const [name, value] of Object.entries(typed)) await form.locator(`[name="${name}"]`).fill(value)
  await form.locator('[name="topic"]').selectOption('support')
  await form.getByRole('button', { name: 'Absenden' }).click()
  expect(sends).toEqual([])

  release()
  await expect(page.getByTestId('form-success')).toContainText(/.+/, { timeout: 30_000 })
  expect(sends).toHaveLength(1)
  for (const value of Object.values(typed)) expect(sends[0]).toContain(value)
  expect(sends[0]).toContain('support')
})
