import { expect, gotoHydrated, test } from './fixtures'
import type { Page } from './fixtures'
import { typeBeforeHydration } from './hydration'

/** Every script the page asks for from now on waits until `release()`; `held` lists them. */
async function holdScripts(page: Page) {
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
  return { held, release: () => release() }
}

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
  const { held, release } = await holdScripts(page)
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

test("the follow-up's sign-in comes at its first use: case number and code typed, and the send clicked, while its code is on its way are sent once", async ({
  page,
}) => {
  test.setTimeout(60_000)
  await gotoHydrated(page, '/hinweisgeberschutz/meldung')
  await page.waitForLoadState('networkidle')
  const { held, release } = await holdScripts(page)
  const sends: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/whistleblower/'))
      sends.push(request.postData() ?? '')
  })
  const login = page.getByTestId('follow-up-login')
  await expect(login.locator('[name="caseNumber"]')).toBeVisible()
  expect(held).toEqual([])

  await login.locator('[name="caseNumber"]').click()
  await expect.poll(() => held.length).toBeGreaterThan(0)
  await login.locator('[name="caseNumber"]').fill('hs-2026-abc123')
  await login.locator('[name="accessCode"]').fill('FALSCH-FALSCH')
  await login.getByRole('button', { name: 'Meldung aufrufen' }).click()
  expect(sends).toEqual([])

  release()
  // A case that does not exist: the generic refusal, after exactly one request with what was typed.
  await expect(page.getByTestId('follow-up-alert')).toContainText(/.+/, { timeout: 30_000 })
  expect(sends).toHaveLength(1)
  expect(sends[0]).toContain('HS-2026-ABC123')
  expect(sends[0]).toContain('FALSCH-FALSCH')
  await expect(login.locator('[name="caseNumber"]')).toHaveValue('hs-2026-abc123')
})
