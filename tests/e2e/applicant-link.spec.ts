import { expect, test } from './fixtures'
import { localized } from './routes'

/**
 * The applicant's private link page reads its token from the address's fragment (never sent with the page)
 * and asks the API: only a browser shows that. With a token no application has, both languages say so, and
 * the token never reached the server as part of a page request.
 */
const TEXT = {
  de: 'Dieser Link ist nicht gültig.',
  en: 'This link is not valid.',
}

for (const locale of ['de', 'en'] as const) {
  test(`the private link page (${locale}) reads the token from the fragment and says an unknown one is not valid`, async ({
    page,
  }) => {
    const pageRequests: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'document') pageRequests.push(request.url())
    })
    const asked = page.waitForRequest((request) => request.url().endsWith('/api/applications/link'))
    await page.goto(`${localized('/karriere/meine-bewerbung', locale)}#${'A'.repeat(43)}`)
    const request = await asked
    expect(JSON.parse(request.postData() ?? '{}')).toMatchObject({ action: 'view', token: 'A'.repeat(43) })
    await expect(page.getByTestId('applicant-link-state')).toHaveAttribute('data-state', 'invalid')
    await expect(page.getByTestId('applicant-link-state')).toContainText(TEXT[locale])
    expect(pageRequests.some((url) => url.includes('AAAA'))).toBe(false)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  })
}
