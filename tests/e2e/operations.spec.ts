import { expect, test } from '@playwright/test'

test('GET /api/health answers 200 from the database: undelivered mail counted, never cached', async ({
  request,
}) => {
  const response = await request.get('/api/health')
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toBe('no-store')
  const body = await response.json()
  expect(body).toMatchObject({ ok: true, database: 'sqlite' })
  expect(Number.isInteger(body.undeliveredMail.count)).toBe(true)
  expect(body.undeliveredMail.count).toBeGreaterThanOrEqual(0)
  // Without SMTP_URL nothing is delivered: an enquiry stored by another test shows here with its age.
  if (body.undeliveredMail.count > 0) expect(body.undeliveredMail.oldestAgeSeconds).toBeGreaterThanOrEqual(0)
  else expect(body.undeliveredMail.oldestAgeSeconds).toBeNull()
})

test('no header or page reflects X-Forwarded-Host or Host: absolute URLs come from SITE_URL', async ({
  request,
}) => {
  for (const path of ['/kontakt', '/en/kontakt', '/']) {
    const response = await request.get(path, {
      headers: { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' },
    })
    expect(response.status(), path).toBe(200)
    for (const [name, value] of Object.entries(response.headers()))
      expect(value, `${path} ${name}`).not.toContain('evil.example')
    expect(await response.text(), path).not.toContain('evil.example')
  }
})
