import { expect, test, type APIRequestContext } from './fixtures'
import { APPLICANT_DATA_RETENTION_MONTHS } from '../../src/lib/constants'
import { localized } from './routes'

type Company = {
  name: string
  street: string
  city: string
  managingDirectors: string
  registerCourt: string
  registerNumber: string
  vatId: string
  phone: string
  email: string
  privacyOfficer: string
  privacyEmail: string
  reportingOfficeEmail: string
}

/** The company global as editors maintain it in the CMS (public read access). */
async function company(request: APIRequestContext): Promise<Company> {
  const response = await request.get('/cms-api/globals/company')
  expect(response.ok()).toBe(true)
  return response.json()
}

const at = localized

/** Topics of spec §2 "Privacy policy" (plus the legal bases and status the brief asks for), one h2 each. */
const PRIVACY_TOPICS = [
  'Verantwortlicher',
  'Datenschutzbeauftragter',
  'Begriffsbestimmungen',
  'Rechtsgrundlagen',
  'Cookies',
  'Server-Logfiles',
  'Kontaktformular',
  'Hinweisgebersystem',
  'Bewerbungen',
  'Videos',
  'Kartendienst',
  'Speicherdauer',
  'Löschung',
  'Rechte',
  'automatisierte Entscheidungsfindung',
  'Stand',
]

for (const locale of ['de', 'en'] as const) {
  test(`imprint (${locale}): company data from the CMS, one h1`, async ({
    page,
    request,
  }) => {
    const data = await company(request)
    const response = await page.goto(at('/impressum', locale))
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.locator('h1')).toHaveText(locale === 'de' ? 'Impressum' : 'Legal notice')

    const imprint = page.getByTestId('imprint')
    await expect(imprint).toContainText(data.name)
    await expect(imprint).toContainText(`${data.street}`)
    await expect(imprint).toContainText(data.city)
    await expect(imprint).toContainText(data.managingDirectors)
    await expect(page.getByTestId('imprint-register')).toContainText(data.registerCourt)
    await expect(page.getByTestId('imprint-register')).toContainText(data.registerNumber)
    await expect(page.getByTestId('imprint-vat')).toContainText(data.vatId)
    await expect(imprint.locator(`a[href="tel:+${data.phone.replace(/\D/g, '')}"]`)).toHaveText(data.phone)
    await expect(imprint.locator(`a[href="mailto:${data.email}"]`)).toHaveText(data.email)
    await expect(imprint.getByRole('heading', { name: /MStV/ })).toBeVisible()
    await expect(page.getByTestId('imprint-film')).toContainText(
      locale === 'de' ? 'Filmsequenzen und Bilder' : 'film sequences and images',
    )
    await expect(imprint.getByRole('heading', { level: 2 })).toHaveCount(11)
  })

  test(`privacy policy (${locale}): German text with every topic, ToC anchors`, async ({
    page,
    request,
  }) => {
    const data = await company(request)
    const response = await page.goto(at('/datenschutz', locale))
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    await expect(page.locator('h1')).toHaveCount(1)

    const body = page.getByTestId('privacy-body')
    await expect(body).toHaveAttribute('lang', 'de')
    const headings = body.getByRole('heading', { level: 2 })
    const texts = await headings.allTextContents()
    for (const topic of PRIVACY_TOPICS)
      expect(
        texts.some((text) => text.includes(topic)),
        topic,
      ).toBe(true)
    texts.forEach((text, index) => expect(text).toMatch(new RegExp(`^${index + 1}\\. `)))

    // The table of contents links to every section.
    const toc = page.getByRole('navigation', { name: locale === 'de' ? 'Inhalt' : 'Contents' })
    await expect(toc.getByRole('link')).toHaveCount(texts.length)
    for (const link of await toc.getByRole('link').all()) {
      const href = (await link.getAttribute('href')) ?? ''
      expect(href).toMatch(/^#[a-z-]+$/)
      await expect(page.locator(`${href} h2`)).toHaveText((await link.textContent()) ?? '')
    }
    await toc.getByRole('link', { name: /Bewerbungen/ }).click()
    await expect(page).toHaveURL(/#bewerbungen$/)

    expect(APPLICANT_DATA_RETENTION_MONTHS).toBe(2)
    await expect(page.locator('#bewerbungen')).toContainText('zwei Monate nach Zugang der Absage')
    await expect(page.locator('#datenschutzbeauftragter')).toContainText(data.privacyOfficer)
    await expect(page.locator(`#datenschutzbeauftragter a[href="mailto:${data.privacyEmail}"]`)).toBeVisible()
    await expect(page.locator('#cookies')).toContainText('google-maps-accepted')
    await expect(page.locator('#cookies')).toContainText('video-accepted')
    await expect(page.locator('#cookies')).toContainText('Datenschutz-Einstellungen')
    await expect(page.locator('#videos')).toContainText('erweiterten Datenschutzmodus')
    await expect(page.locator('#rechtsgrundlagen')).toContainText('Art. 6 Abs. 1 lit. f DSGVO')
    await expect(page.locator('#hinweisgebersystem')).toContainText('HinSchG')
    // The visitor counts: what is counted, and why no consent is asked (issue 43).
    await expect(page.locator('#besucherzahlen')).toContainText('§ 25 TDDDG ist daher nicht berührt')
    await expect(page.locator('#besucherzahlen')).toContainText('Art. 6 Abs. 1 lit. f DSGVO')

    const note = page.getByTestId('privacy-language-note')
    if (locale === 'en') {
      await expect(note).toHaveText(
        'This privacy policy is available in German only; the German text is binding.',
      )
      await expect(note).not.toHaveAttribute('lang', 'de')
    } else {
      await expect(note).toHaveCount(0)
    }
  })

  test(`whistleblower protection (${locale}): form slot, postal address`, async ({
    page,
    request,
  }) => {
    const data = await company(request)
    const response = await page.goto(at('/hinweisgeberschutz', locale))
    expect(response?.status()).toBe(200)
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.locator('h1')).toHaveText(
      locale === 'de' ? 'Hinweisgeberschutz' : 'Whistleblower protection',
    )

    const slot = page.locator('section#meldeformular')
    await expect(slot).toBeVisible()
    await expect(slot.getByRole('heading', { level: 2 })).toHaveText(
      locale === 'de' ? 'Hinweis abgeben' : 'Submit a report',
    )
    await expect(page.getByTestId('report-process').locator('li')).toHaveCount(4)
    await expect(page.getByTestId('report-process')).toContainText(locale === 'de' ? '7 Tage' : '7 days')
    await expect(page.getByTestId('report-process')).toContainText(locale === 'de' ? '3 Monate' : '3 months')
    await expect(page.locator('#externe-meldestellen')).toContainText('Bundesamt für Justiz')

    const address = page.getByTestId('report-postal-address')
    await expect(address).toContainText(data.name)
    await expect(address).toContainText('Interne Meldestelle')
    await expect(address).toContainText(data.street)
    await expect(address).toContainText(data.city)
    await expect(
      page.getByTestId('report-postal').locator(`a[href="mailto:${data.reportingOfficeEmail}"]`),
    ).toBeVisible()
  })
}
