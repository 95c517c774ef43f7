import { expect, test } from './fixtures'
import { totpCode } from '../../src/lib/auth/totp'
import { token } from './office'
import { STAFF_ADMIN } from './officeLead'

/**
 * Signing in to the admin with a second factor, in German, as staff do it: enrolment with the QR code's key,
 * the recovery codes shown once, and a later sign-in with a recovery code instead of the phone.
 */
test.use({ locale: 'de-DE' })

test('enrols the second factor at sign-in and signs in later with a recovery code', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000)
  const account = {
    email: `zwei-faktor-${Date.now()}@sekundenwerk.example`,
    password: 'Zweiter-Faktor-E2E-2026',
  }
  // The admin signs in from other tests too; a session lost to a parallel sign-in is retried.
  await expect(async () => {
    const admin = { Authorization: `JWT ${await token(request, STAFF_ADMIN)}` }
    const created = await request.post('/cms-api/users', {
      headers: admin,
      data: { ...account, roles: ['editor'] },
    })
    expect([201, 400]).toContain(created.status())
    const { docs } = await (
      await request.get(`/cms-api/users?where[email][equals]=${encodeURIComponent(account.email)}`, {
        headers: admin,
      })
    ).json()
    const switched = await request.patch(`/cms-api/users/${docs[0].id}`, {
      headers: admin,
      data: { twoFactorEnabled: true },
    })
    expect(switched.status()).toBe(200)
  }).toPass({ timeout: 20_000 })

  const page = await (await browser.newContext({ locale: 'de-DE' })).newPage()
  await page.goto('/admin/login')
  await page.getByLabel('E-Mail').fill(account.email)
  await page.getByLabel('Passwort', { exact: true }).fill('Falsches-Passwort-2026')
  await page.getByRole('button', { name: 'Anmelden' }).click()
  await expect(page.getByRole('alert')).toBeVisible()
  await expect(page.getByTestId('two-factor-enrolment')).toHaveCount(0)

  await page.getByLabel('Passwort', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Anmelden' }).click()
  const enrolment = page.getByTestId('two-factor-enrolment')
  await expect(enrolment.getByRole('img', { name: 'QR-Code für die Authenticator-App' })).toBeVisible()
  const secret = (await enrolment.getByTestId('two-factor-secret').textContent())!.replace(/\s/g, '')
  await page.getByLabel(/Code aus der Authenticator-App/).fill(totpCode(secret))
  await page.getByRole('button', { name: 'Anmelden' }).click()

  const codes = page.getByTestId('recovery-codes').getByRole('listitem')
  await expect(codes).toHaveCount(10)
  const recovery = (await codes.first().textContent())!.trim()
  await page.getByRole('button', { name: /Codes sicher aufbewahrt/ }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)

  const later = await (await browser.newContext({ locale: 'de-DE' })).newPage()
  await later.goto('/admin/login')
  await later.getByLabel('E-Mail').fill(account.email)
  await later.getByLabel('Passwort', { exact: true }).fill(account.password)
  await later.getByRole('button', { name: 'Anmelden' }).click()
  const code = later.getByLabel(/Code aus der Authenticator-App/)
  await expect(code).toBeFocused()
  await code.fill(recovery)
  await later.getByRole('button', { name: 'Anmelden' }).click()
  await expect(later).toHaveURL(/\/admin\/?$/)
})

test('the production build answers a weak password with the field and its message, and a self-granted office role with a request', async ({
  request,
}) => {
  await expect(async () => {
    const jwt = await token(request, STAFF_ADMIN)
    const headers = { Authorization: `JWT ${jwt}`, 'Accept-Language': 'de' }
    const weak = await request.post('/cms-api/users', {
      headers,
      data: {
        email: `schwach-${Date.now()}@sekundenwerk.example`,
        password: 'password1234',
        roles: ['editor'],
      },
    })
    expect(weak.status()).toBe(400)
    const weakError = (await weak.json()).errors[0]
    expect(weakError.data.errors[0]).toMatchObject({
      path: 'password',
      message: expect.stringMatching(/häufigsten/),
    })

    const { user } = await (await request.get('/cms-api/users/me', { headers })).json()
    const self = await request.patch(`/cms-api/users/${user.id}`, {
      headers,
      data: { roles: ['admin', 'reporting-office'] },
    })
    expect(self.status()).toBe(200)
    expect((await self.json()).doc.roles).toEqual(['admin'])
  }).toPass({ timeout: 20_000 })
})
