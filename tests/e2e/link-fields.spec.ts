import { expect, test } from '@playwright/test'
import { token } from './office'
import { ACCOUNTS_ADMIN } from './officeLead'

/**
 * Link fields of the back office take an http(s), mailto or tel address or a path of the site; anything else
 * (a `javascript:` or `data:` URL) is refused on save with the field's message in the admin's language.
 */
const BAD = ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<b>x</b>', '//evil.example']

test('a link field refuses anything but http(s), mailto, tel or a site path, with the field’s message', async ({
  request,
}) => {
  test.setTimeout(60_000)
  // Not the administrator of the admin tests' browser sessions (a sign-in at the same moment ends one); the
  // administrator for accounts signs in from other tests too, and a session lost that way is retried.
  await expect(async () => {
    const jwt = await token(request, ACCOUNTS_ADMIN)
    for (const language of ['de', 'en'] as const) {
      const headers = { Authorization: `JWT ${jwt}`, 'Accept-Language': language }
      const expected = language === 'de' ? /Nur http\(s\), mailto, tel/ : /Only http\(s\), mailto, tel/
      for (const url of BAD) {
        const saves = [
          ['partners', 'url', request.post('/cms-api/partners', { headers, data: { name: 'Verweis', url } })],
          [
            'popup',
            'link',
            request.post('/cms-api/globals/popup', { headers, data: { linkKind: 'external', link: url } }),
          ],
          [
            'company',
            'socialLinks.0.url',
            request.post('/cms-api/globals/company', {
              headers,
              data: { socialLinks: [{ network: 'linkedin', url }] },
            }),
          ],
        ] as const
        for (const [what, path, sent] of saves) {
          const response = await sent
          expect(response.status(), `${what} ${url}`).toBe(400)
          const errors = (await response.json()).errors[0].data.errors
          expect(errors, `${what} ${url}`).toContainEqual(
            expect.objectContaining({ path, message: expect.stringMatching(expected) }),
          )
        }
      }
    }
  }).toPass({ timeout: 40_000 })

  // A link typed as a page of the site must be one of its pages; a record is chosen from the list instead.
  const jwt0 = await token(request, ACCOUNTS_ADMIN)
  for (const [language, expected] of [
    ['de', /^Diese Seite gibt es auf der Website nicht/],
    ['en', /^The website has no such page/],
  ] as const) {
    const refused = await request.post('/cms-api/globals/popup', {
      headers: { Authorization: `JWT ${jwt0}`, 'Accept-Language': language },
      data: { linkKind: 'page', link: '/aktuelles/news/13' },
    })
    expect(refused.status()).toBe(400)
    expect((await refused.json()).errors[0].data.errors).toContainEqual(
      expect.objectContaining({ path: 'link', message: expect.stringMatching(expected) }),
    )
  }

  const jwt = await token(request, ACCOUNTS_ADMIN)
  for (const url of ['https://www.example.org/', 'mailto:info@example.org', 'tel:+4930123', '/kontakt']) {
    const saved = await request.post('/cms-api/partners', {
      headers: { Authorization: `JWT ${jwt}` },
      data: { name: 'Verweis', url },
    })
    expect(saved.status(), url).toBe(201)
    const { doc } = await saved.json()
    await request.delete(`/cms-api/partners/${doc.id}`, { headers: { Authorization: `JWT ${jwt}` } })
  }
})
