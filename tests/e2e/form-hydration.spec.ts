import { expect, test } from './fixtures'
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
