import { expect, test } from './fixtures'

// Shares the administrator account with admin.spec.ts: one login at a time.
test.describe.configure({ mode: 'serial' })

test('editors set SEO fields with a snippet preview, the kind of employment and a salary', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  await page.goto('/admin/login')
  await page.locator('input[name="email"]').fill('admin@sekundenwerk.example')
  await page.locator('input[name="password"]').fill('e2e-Verwaltung-2026')
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/?$/)

  const [job] = await request.get('/api/jobs').then((r) => r.json())
  await page.goto(`/admin/collections/jobs/${job.id}`)
  await expect(page.locator('#field-employmentType')).toBeVisible()
  await expect(page.locator('#field-baseSalary__min')).toBeVisible()
  await expect(page.locator('#field-meta__title')).toBeVisible()
  await expect(page.locator('#field-meta__description')).toBeVisible()
  await expect(page.locator('#field-meta__noindex')).toBeAttached()
  // The snippet preview shows the page's address under SITE_URL and the title.
  await page.locator('#field-meta__title').fill('Systemtechnik-Job in Barsbüttel')
  await expect(page.getByText('Systemtechnik-Job in Barsbüttel').last()).toBeVisible()
  await expect(page.getByText(new RegExp(`/karriere/${job.id}/${job.url}`)).first()).toBeVisible()
})
