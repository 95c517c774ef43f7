import { expect, test, type APIRequestContext } from './fixtures'
import { COUNTS } from '../../src/lib/constants'

type OfficeDoc = { name: string; phone: string; mail: string; colour: string; street?: string | null }

async function contactBlocks(request: APIRequestContext, locale: 'de' | 'en'): Promise<OfficeDoc[]> {
  const response = await request.get(`/cms-api/offices?locale=${locale}&sort=order&limit=100&depth=0`)
  expect(response.ok()).toBe(true)
  return (await response.json()).docs
}

const tel = (phone: string) => `tel:+${phone.replace(/\D/g, '')}`

for (const locale of ['de', 'en'] as const) {
  test(`contact page (${locale}): sales line, ${COUNTS.contactBlocks} location blocks, map, form slot`, async ({
    page,
    request,
  }) => {
    const [docs, company] = await Promise.all([
      contactBlocks(request, locale),
      request.get('/cms-api/globals/company').then((r) => r.json()),
    ])
    const response = await page.goto(locale === 'de' ? '/kontakt' : '/en/kontakt')
    expect(response?.status()).toBe(200)
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.locator('h1')).toHaveText(locale === 'de' ? 'Kontakt' : 'Contact')

    const sales = page.getByTestId('sales-contact')
    await expect(sales.locator(`a[href="${tel(company.salesPhone)}"]`)).toContainText(company.salesPhone)
    await expect(sales.locator(`a[href="mailto:${company.salesEmail}"]`)).toContainText(company.salesEmail)

    const blocks = page.getByTestId('contact-block')
    await expect(blocks).toHaveCount(COUNTS.contactBlocks)
    expect(docs).toHaveLength(COUNTS.contactBlocks)
    for (const [index, doc] of docs.entries()) {
      const block = blocks.nth(index)
      await expect(block.getByRole('heading', { level: 3 })).toHaveText(doc.name)
      await expect(block).toHaveAttribute('data-colour', doc.colour)
      await expect(block.locator(`a[href="${tel(doc.phone)}"]`)).toBeVisible()
      await expect(block.locator(`a[href="mailto:${doc.mail}"]`)).toBeVisible()
      if (doc.street) await expect(block.locator('address')).toContainText(doc.street)
    }

    const map = page.getByTestId('contact-map').locator('img')
    await map.scrollIntoViewIfNeeded()
    await expect(map).toHaveAttribute('alt', /.+/)
    await expect.poll(() => map.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)

    const slot = page.locator('section#kontaktformular')
    await expect(slot).toBeVisible()
    await expect(slot).toHaveAttribute('aria-labelledby', 'kontaktformular-heading')
    await expect(slot.getByRole('heading', { level: 2 })).toHaveText(
      locale === 'de' ? 'Schreiben Sie uns' : 'Write to us',
    )

  })
}
