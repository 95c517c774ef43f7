import { expect, test, type Page } from './fixtures'
import { COUNTS } from '../../src/lib/constants'
import { paths } from '../../src/lib/paths'
import { localized } from './routes'

const url = localized

// Status, language, one h1, axe and unique titles and descriptions of every about page: every-route.spec.ts.

test('locations: five offices with phone, e-mail and a map link in a new tab; the map slot', async ({
  page,
}) => {
  await page.goto(paths.about('niederlassungen'))
  const offices = page.getByTestId('office')
  await expect(offices).toHaveCount(COUNTS.offices)
  for (const office of await offices.all()) {
    await expect(office.locator('h3')).not.toBeEmpty()
    await expect(office.locator('a[href^="tel:+"]')).toHaveAttribute('href', /^tel:\+\d+$/)
    await expect(office.locator('a[href^="mailto:"]')).toHaveAttribute('href', /^mailto:[^@]+@[^@]+$/)
    const map = office.getByRole('link', { name: /Auf Karte anzeigen/ })
    await expect(map).toHaveAttribute('target', '_blank')
    await expect(map).toHaveAttribute('rel', /noopener/)
    await expect(map).toHaveAttribute('href', /^https?:\/\//)
  }
  const slot = page.locator('section#scroll-map')
  await expect(slot).toHaveAttribute('aria-label', 'Karte unserer Standorte')
  await expect(slot.getByRole('button', { name: 'Karte laden' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: /Karriere bei uns/ })).toHaveAttribute(
    'href',
    paths.career,
  )
  await expect(page.getByRole('main').getByRole('link', { name: /Kontakt aufnehmen/ })).toHaveAttribute(
    'href',
    paths.contact,
  )
})

test('locations in English; the #scroll-map anchor scrolls to the map slot', async ({ page }) => {
  await page.goto(url(paths.mapAnchor, 'en'))
  await expect(page.getByRole('link', { name: /Show on map/ })).toHaveCount(COUNTS.offices)
  await expect(page.locator('#scroll-map')).toHaveAttribute('aria-label', 'Map of our locations')
  await expect(page.locator('#scroll-map')).toBeInViewport()
})

test('team: twelve member cards with name, position and image, a group photo, links to values and news', async ({
  page,
}) => {
  await page.goto(paths.about('team'))
  const cards = page.getByTestId('team-card')
  await expect(cards).toHaveCount(COUNTS.teamPageMembers)
  await expect(cards.first().locator('h3')).toHaveText('Dr. Henrike Albers')
  await expect(cards.first().locator('p')).toHaveText('Geschäftsführerin')
  await expect(cards.locator('img')).toHaveCount(COUNTS.teamPageMembers)
  await expect(page.getByTestId('team-group-photo').locator('img')).toHaveAttribute('alt', /Gruppenfoto/)
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: 'Unsere Werte' })).toHaveAttribute(
    'href',
    paths.about('unsere-werte'),
  )
  await expect(main.getByRole('link', { name: 'Aktuelles' })).toHaveAttribute('href', paths.news)

  await page.goto(url(paths.about('team'), 'en'))
  await expect(page.getByTestId('team-card').first().locator('p')).toHaveText('Managing Director')
})

test('partners: 22 tiles, 21 links to new tabs, one tile without link, one tile shows the name', async ({
  page,
}) => {
  await page.goto(paths.about('partner'))
  const grid = page.getByTestId('partner-grid')
  const tiles = grid.getByTestId('logo-tile')
  await expect(tiles).toHaveCount(COUNTS.partners)
  const links = grid.locator('a')
  await expect(links).toHaveCount(COUNTS.partners - 1)
  await expect(grid.locator('a[target="_blank"][rel~="noopener"]')).toHaveCount(COUNTS.partners - 1)
  await expect(tiles.filter({ hasNot: page.locator('a') })).toHaveCount(1)
  await expect(tiles.filter({ hasNot: page.locator('a') }).locator('img')).toHaveAttribute(
    'alt',
    /Notstrom Hansa/,
  )
  const withoutLogo = tiles.filter({ hasNot: page.locator('img') })
  await expect(withoutLogo).toHaveCount(1)
  await expect(withoutLogo).toHaveText(/Datenfunk Rhein-Ruhr GmbH/)
  await expect(withoutLogo.locator('a')).toHaveAttribute('href', /^https:\/\//)
})

test('associations: three logos linking to new tabs', async ({ page }) => {
  await page.goto(url(paths.about('verbaende'), 'en'))
  const tiles = page.getByTestId('association-grid').getByTestId('logo-tile')
  await expect(tiles).toHaveCount(COUNTS.associations)
  await expect(tiles.locator('img')).toHaveCount(COUNTS.associations)
  await expect(tiles.locator('a[target="_blank"]')).toHaveCount(COUNTS.associations)
})

const CERTIFICATES = {
  de: { iso: 'Zertifikat nach ISO 9001', radio: 'Zertifikat Funkservice' },
  en: { iso: 'ISO 9001 certificate', radio: 'Radio service certificate' },
}

for (const lang of ['de', 'en'] as const) {
  test(`certificates (${lang}): award images, ISO 9001 certificate image linking to its PDF, a further certificate, pictures in the page's language`, async ({
    page,
    request,
  }) => {
    await page.goto(url(paths.about('zertifikate'), lang))
    const awards = page.getByTestId('awards').locator('img')
    await expect(awards).toHaveCount(2)
    const pdfLink = page.getByTestId('certificate-pdf-link')
    await expect(pdfLink).toHaveAttribute('href', /\.pdf$/)
    await expect(pdfLink).toHaveAttribute('target', '_blank')
    await expect(pdfLink.locator('img')).toHaveAttribute('alt', CERTIFICATES[lang].iso)
    await expect(pdfLink).toHaveAccessibleName(/ISO 9001.*PDF/)
    const radio = page.getByRole('img', { name: CERTIFICATES[lang].radio, exact: true })
    await expect(radio).toBeVisible()
    // the award and radio-service pictures have words in them: English pages show the English pictures chosen
    // for them in Seitenbilder (seeded as `<name>.en.webp`); "ISO 9001" reads the same in both languages and
    // has one picture
    const english = /\.en[-.][^/]*webp/
    for (const picture of [...(await awards.all()), radio]) {
      if (lang === 'en') await expect(picture).toHaveAttribute('src', english)
      else await expect(picture).not.toHaveAttribute('src', english)
    }
    await expect(pdfLink.locator('img')).toHaveAttribute('src', /certificate-iso-9001-/)
    const pdf = await request.get((await pdfLink.getAttribute('href'))!)
    expect(pdf.status()).toBe(200)
    expect(pdf.headers()['content-type']).toContain('application/pdf')
  })
}

async function requestsOf(page: Page, path: string): Promise<string[]> {
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  await page.goto(path)
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.waitForLoadState('networkidle')
  return requested
}

test('values: video slot with poster, six solution cards, buttons; no request to another host', async ({
  page,
  baseURL,
}) => {
  const requested = await requestsOf(page, paths.about('unsere-werte'))
  const origin = new URL(baseURL!).origin
  expect(requested.length).toBeGreaterThan(0)
  expect(requested.filter((address) => new URL(address).origin !== origin)).toEqual([])

  const video = page.locator('#video')
  await expect(video.locator('img')).toHaveAttribute('alt', /Imagefilm/)
  await expect(video).toContainText('erweiterten Datenschutzmodus')
  await expect(page.locator('iframe')).toHaveCount(0)

  const cards = page.getByTestId('solution-cards').locator('article')
  await expect(cards).toHaveCount(6)
  const hrefs = await cards
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  expect(hrefs).toEqual([
    paths.solution('digitale-alarmierung'),
    paths.solution('wachen-und-elw'),
    paths.solution('leitsysteme'),
    paths.solution('reparaturen'),
    paths.solution('reparaturen'),
    paths.solution('sprach-und-datenfunk'),
  ])
  const titles = await cards.locator('h3').allTextContents()
  expect(new Set(titles).size).toBe(6)

  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: 'Unsere Partner' })).toHaveAttribute(
    'href',
    paths.about('partner'),
  )
  await expect(main.getByRole('link', { name: 'Unser Team' })).toHaveAttribute('href', paths.about('team'))
  await expect(main.getByRole('link', { name: 'Kontakt aufnehmen' })).toHaveAttribute('href', paths.contact)
})

test('about: founding date, staff numbers, five sections with lists, six portfolio cards, closing lists', async ({
  page,
}) => {
  await page.goto(paths.about('ueber-uns'))
  const main = page.getByRole('main')
  await expect(main).toContainText('April 1983')
  await expect(main).toContainText('90 bis 100')
  await expect(main.getByTestId('bullet-list')).toHaveCount(5 + 2)
  await expect(page.getByTestId('portfolio-cards').locator('article')).toHaveCount(6)

  await page.goto(url(paths.about('ueber-uns'), 'en'))
  await expect(page.getByRole('main')).toContainText('Founded in April 1983')
  await expect(page.getByTestId('portfolio-cards').locator('h3')).toHaveText([
    'Emergency services',
    'Municipal utilities',
    'Maritime',
    'Public transport',
    'Industry',
    'Airports',
  ])
})

test('management: three paragraphs, portrait with caption naming the managing directors', async ({
  page,
}) => {
  await page.goto(paths.about('management'))
  const portrait = page.getByTestId('management-portrait')
  await expect(portrait.locator('img')).toBeVisible()
  await expect(portrait.locator('figcaption')).toHaveText(/Dr\. Henrike Albers und Jannis Petersen/)
  await page.goto(url(paths.about('management'), 'en'))
  await expect(page.getByTestId('management-portrait').locator('figcaption')).toHaveText(
    /Dr\. Henrike Albers and Jannis Petersen/,
  )
})

test('environment: buttons to values and news', async ({ page }) => {
  await page.goto(paths.about('umwelt'))
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: 'Unsere Werte' })).toHaveAttribute(
    'href',
    paths.about('unsere-werte'),
  )
  await expect(main.getByRole('link', { name: 'Aktuelles' })).toHaveAttribute('href', paths.news)
})
