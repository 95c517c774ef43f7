import { expect, test, type APIRequestContext, type Page } from './fixtures'
import { COUNTS } from '../../src/lib/constants'

type Job = { id: number; url: string; name: string; locationid: number; daterange: string; bodyhtml: string }
type Lang = 'de' | 'en'

/** Job locations in the careers-page order with their effective ids (design.md §5). */
const LOCATIONS = [
  { id: 2, name: 'Barsbüttel' },
  { id: 1, name: 'Greifswald' },
  { id: 3, name: 'Unna' },
  { id: 4, name: 'Pforzheim' },
  { id: 5, name: 'Ludwigsburg' },
]

const TEXT = {
  de: {
    prefix: '',
    firstImpression: 'Leitstellenplatz im Testaufbau',
    empty: 'In Pforzheim bieten wir aktuell keine Stellen an.',
    headings: ['Deine Tätigkeiten', 'Dein Profil', 'Deine Benefits', 'Standort', 'Sonstiges'],
    back: 'Zu den offenen Stellen',
    apply: 'Jetzt bewerben',
    initiative: 'Initiativ bewerben',
    initiativeSubject: 'Initiativbewerbung',
  },
  en: {
    prefix: '/en',
    firstImpression: 'Control-room workstation in the test set-up',
    empty: 'We currently have no openings in Pforzheim.',
    headings: ['Your tasks', 'Your profile', 'Your benefits', 'Location', 'Other'],
    back: 'Back to open positions',
    apply: 'Apply now',
    initiative: 'Apply speculatively',
    initiativeSubject: 'Speculative application',
  },
} as const

async function jobs(request: APIRequestContext, lang: Lang): Promise<Job[]> {
  const response = await request.get(`/api/jobs?lang=${lang}`)
  expect(response.ok()).toBe(true)
  return response.json()
}

// Pages render on first request (and compile first in `next dev`): give navigation time.
test.slow()
const NAVIGATION = { timeout: 30_000 }

/**
 * Opens a job dropdown. A click that lands before React has hydrated the page is lost (the dev server on a
 * busy machine hydrates slowly), so it clicks again until the toggle reports itself open; once it does, the
 * page is interactive.
 */
async function openDropdown(page: Page, id: number) {
  const toggle = page.getByTestId(`job-location-${id}`).getByRole('button')
  await expect(async () => {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
}

const countAt = (all: Job[], id: number) => all.filter((job) => job.locationid === id).length

for (const lang of ['de', 'en'] as const) {
  const text = TEXT[lang]

  test(`careers (${lang}): one h1, ${COUNTS.impressions} impressions, awards, contact and speculative application`, async ({
    page,
  }) => {
    const response = await page.goto(`${text.prefix}/karriere`)
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await expect(page.locator('h1')).toHaveCount(1)

    const impressions = page.getByTestId('impressions').locator('li')
    await expect(impressions).toHaveCount(COUNTS.impressions)
    await expect(impressions.first().locator('figcaption')).toHaveText(text.firstImpression)
    await expect(impressions.locator('img[loading="lazy"]')).toHaveCount(COUNTS.impressions)
    await expect(impressions.nth(COUNTS.impressions - 1)).toHaveClass(/stagger-item/)
    // the award pictures have words in them: English pages show the English pictures chosen for them in
    // Seitenbilder (seeded as `<name>.en.webp`)
    for (const award of ['award-1', 'award-2']) {
      const image = page.locator(`main img[src*="${award}"]`)
      await expect(image).toHaveCount(1)
      if (lang === 'en') await expect(image).toHaveAttribute('src', new RegExp(`${award}\\.en[-.]`))
      else await expect(image).not.toHaveAttribute('src', /\.en[-.]/)
    }

    const main = page.locator('main')
    await expect(main.locator('a[href="tel:+494066969300"]')).toHaveText('+49 40 66969300')
    await expect(main.locator('a[href="mailto:karriere@sekundenwerk.example"]')).toHaveText(
      'karriere@sekundenwerk.example',
    )
    // Applications are sent on the site (issue 40); e-mail and phone above stay as the alternative.
    await expect(main.getByRole('link', { name: text.initiative })).toHaveAttribute(
      'href',
      `${text.prefix}/karriere/initiativbewerbung`,
    )
    await expect(main.locator(`a[href="${text.prefix}/ueber-uns/niederlassungen"]`)).toHaveCount(1)
    await expect(main.locator(`a[href="${text.prefix}/kontakt"]`)).toHaveCount(1)
    await expect(main).toContainText(lang === 'de' ? '30 Tage Urlaub' : '30 days of vacation')
  })

  test(`careers (${lang}): job dropdowns per location with counts, open when they hold jobs`, async ({
    page,
    request,
  }) => {
    const all = await jobs(request, lang)
    expect(countAt(all, 4)).toBe(0)
    await page.goto(`${text.prefix}/karriere`)

    const listings = page.locator('#job-listings')
    await expect(listings.locator('h3 button')).toHaveText(
      LOCATIONS.map((location) => `${location.name} (${countAt(all, location.id)})`),
    )
    for (const location of LOCATIONS) {
      const dropdown = page.getByTestId(`job-location-${location.id}`)
      const count = countAt(all, location.id)
      await expect(dropdown.getByRole('button')).toHaveAttribute('aria-expanded', String(count > 0))
      const links = dropdown.getByRole('link')
      await expect(links).toHaveCount(count)
      for (const [index, job] of all.filter((j) => j.locationid === location.id).entries()) {
        await expect(links.nth(index)).toHaveAttribute('href', `${text.prefix}/karriere/${job.id}/${job.url}`)
        await expect(links.nth(index)).toContainText(job.name)
      }
    }

    const pforzheim = page.getByTestId('job-location-4')
    await expect(pforzheim.getByText(text.empty)).toBeHidden()
    await openDropdown(page, 4)
    await expect(pforzheim.getByText(text.empty)).toBeVisible()
  })
}

test('careers: a dropdown toggles with the keyboard', async ({ page, request }) => {
  const [first] = (await jobs(request, 'de')).filter((job) => job.locationid === 2)
  await page.goto('/karriere')
  await openDropdown(page, 4)
  const dropdown = page.getByTestId('job-location-2')
  const toggle = dropdown.getByRole('button', { name: /^Barsbüttel \(\d+\)$/ })
  const link = dropdown.getByRole('link', { name: first.name })
  await expect(link).toBeVisible()

  await toggle.focus()
  await page.keyboard.press('Enter')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(link).toBeHidden()
  await expect(toggle).toBeFocused()

  await page.keyboard.press('Space')
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(link).toBeVisible()

  // Tab moves from the toggle into the open panel.
  await page.keyboard.press('Tab')
  await expect(dropdown.getByRole('link').first()).toBeFocused()
})

for (const lang of ['de', 'en'] as const) {
  const text = TEXT[lang]

  test(`job detail (${lang}): from the list to the detail with its sections and buttons`, async ({
    page,
    request,
  }) => {
    const all = await jobs(request, lang)
    const job = all.find((j) => j.locationid === 2 && j.bodyhtml)!
    await page.goto(`${text.prefix}/karriere`)
    await openDropdown(page, 4)
    await page.getByTestId('job-location-2').getByRole('link', { name: job.name }).click()
    await expect(page).toHaveURL(new RegExp(`${text.prefix}/karriere/${job.id}/${job.url}$`), NAVIGATION)
    await expect(page.locator('h1')).toHaveText(job.name)
    await expect(page.locator('h1')).toHaveCount(1)

    const article = page.locator('main article')
    await expect(article.locator('h2')).toHaveText([...text.headings])
    await expect(page.getByTestId('job-daterange')).toHaveText(job.daterange)
    await expect(page.getByTestId('job-location')).toContainText('Barsbüttel')

    const back = article.getByRole('link', { name: text.back })
    await expect(back).toHaveAttribute('href', /\/karriere#job-listings$/)
    await expect(back).toHaveAttribute('href', `${text.prefix}/karriere#job-listings`)
    await expect(article.getByRole('link', { name: text.apply })).toHaveAttribute(
      'href',
      `${text.prefix}/karriere/${job.id}/${job.url}/bewerbung`,
    )
    await expect(article.locator('a[href^="mailto:karriere@sekundenwerk.example"]')).toHaveCount(1)

    await back.click()
    await expect(page).toHaveURL(new RegExp(`${text.prefix}/karriere#job-listings$`), NAVIGATION)
    await expect(page.locator('#job-listings')).toBeInViewport()
  })

  test(`job detail (${lang}): no 'Sonstiges' without body; location by id`, async ({ page, request }) => {
    const all = await jobs(request, lang)
    const job = all.find((j) => !j.bodyhtml && j.locationid === 1)!
    expect(job).toBeTruthy()
    await page.goto(`${text.prefix}/karriere/${job.id}/${job.url}`)
    await expect(page.locator('main article h2')).toHaveText(text.headings.slice(0, 4))
    await expect(page.getByRole('heading', { name: text.headings[4], exact: true })).toHaveCount(0)
    // Location id 1 is Greifswald (the old map's swapped entry).
    await expect(page.getByTestId('job-location')).toContainText('Greifswald')
  })
}

test('job detail: a wrong slug redirects to the canonical one; unknown or malformed ids are 404', async ({
  page,
  request,
}) => {
  const [job] = await jobs(request, 'de')
  const redirect = await request.get(`/karriere/${job.id}/alter-titel`, { maxRedirects: 0 })
  expect(redirect.status()).toBe(308)
  expect(redirect.headers().location).toMatch(new RegExp(`/karriere/${job.id}/${job.url}$`))

  await page.goto(`/en/karriere/${job.id}/alter-titel`)
  await expect(page).toHaveURL(new RegExp(`/en/karriere/${job.id}/${job.url}$`))

  expect((await page.goto('/karriere/999999/x'))?.status()).toBe(404)
  expect((await page.goto('/en/karriere/999999/x'))?.status()).toBe(404)
  expect((await page.goto('/karriere/abc/x'))?.status()).toBe(404)
})

// axe on /karriere and a job's page, in both languages: every-route.spec.ts.
