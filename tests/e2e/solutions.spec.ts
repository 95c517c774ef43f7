import { expect, gotoHydrated, test, type APIRequestContext, type Locator } from './fixtures'
import { COUNTS } from '../../src/lib/constants'
import { type Solution } from '../../src/lib/paths'

type ApiProject = { id: number; url: string; projectcategoryid: number }

/** Spec §2/§3: the project category each solution page lists (mission navigation: stations and vehicles). */
const CATEGORY: Partial<Record<Solution, number>> = {
  leitsysteme: 1,
  'wachen-und-elw': 2,
  einsatznavigation: 2,
  'sprach-und-datenfunk': 4,
  'digitale-alarmierung': 3,
}

async function apiProjects(request: APIRequestContext, lang: 'de' | 'en'): Promise<ApiProject[]> {
  const response = await request.get(`/api/projects?lang=${lang}`)
  expect(response.ok()).toBe(true)
  return response.json()
}

/** Assert that the links resolve, in order, to these hrefs (retrying, so a dev-server reload cannot break it). */
async function expectHrefs(links: Locator, hrefs: string[]) {
  await expect(links).toHaveCount(hrefs.length)
  for (const [index, href] of hrefs.entries()) await expect(links.nth(index)).toHaveAttribute('href', href)
}

// Status, language, one h1 and axe of every solution page: every-route.spec.ts.

const DROPDOWNS = [
  { slug: 'einsatznavigation', count: COUNTS.missionNavigationPdfs, open: false },
  { slug: 'sprach-und-datenfunk', count: COUNTS.voiceDataPdfs, open: true },
  { slug: 'wachen-und-elw', count: COUNTS.stationsPdfs, open: true },
] as const

for (const { slug, count, open } of DROPDOWNS) {
  test(`${slug}: dropdown of ${count} PDFs, ${open ? 'open' : 'closed'} at first, links open in a new tab`, async ({
    page,
    request,
  }) => {
    await gotoHydrated(page, `/loesungen/${slug}`)
    const dropdown = page.getByTestId('downloads')
    const toggle = dropdown.getByRole('button')
    await expect(toggle).toHaveAttribute('aria-expanded', String(open))
    await expect(toggle).toContainText(`(${count})`)
    const links = dropdown.locator('a')
    await expect(links).toHaveCount(count)
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('href', /\.pdf$/)
    }
    if (open) {
      await expect(links.first()).toBeVisible()
    } else {
      await expect(links.first()).toBeHidden()
      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      await expect(links.last()).toBeVisible()
    }
    const pdf = await request.get((await links.first().getAttribute('href'))!)
    expect(pdf.status()).toBe(200)
    expect(pdf.headers()['content-type']).toContain('pdf')
  })
}

test('English dropdown titles and PDF titles', async ({ page }) => {
  await page.goto('/en/loesungen/sprach-und-datenfunk')
  const dropdown = page.getByTestId('downloads')
  await expect(dropdown.getByRole('button')).toHaveText(`Brochures and data sheets (${COUNTS.voiceDataPdfs})`)
  await expect(dropdown.getByRole('link', { name: /HT-7 series – specifications/ })).toBeVisible()
})

test("each solution page lists exactly the projects of its category, in the API's order", async ({
  request,
}) => {
  const projects = await apiProjects(request, 'de')
  for (const [slug, category] of Object.entries(CATEGORY)) {
    const expected = projects.filter((project) => project.projectcategoryid === category)
    expect(expected.length, slug).toBeGreaterThan(0)
    const html = await (await request.get(`/loesungen/${slug}`)).text()
    const list = html.slice(html.indexOf('data-testid="project-list"'))
    expect(list, slug).toContain('Unsere Referenzen')
    const hrefs = [...list.matchAll(/href="(\/projekte\/\d+\/[^"]+)"/g)].map((match) => match[1])
    expect(hrefs, slug).toEqual(expected.map((project) => `/projekte/${project.id}/${project.url}`))
  }
})

test('English project list: headline, button text and links to the project detail', async ({
  page,
  request,
}) => {
  const [first] = (await apiProjects(request, 'en')).filter((project) => project.projectcategoryid === 4)
  await page.goto('/en/loesungen/sprach-und-datenfunk')
  const list = page.getByTestId('project-list')
  await expect(list.getByRole('heading', { level: 2 })).toHaveText('Our references')
  await expect(list.getByRole('link', { name: /View project/ }).first()).toHaveAttribute(
    'href',
    `/en/projekte/${first.id}/${first.url}`,
  )
  // A click while React takes over the page can be lost (seen once in CI): click again until the detail opens.
  const link = list.getByRole('link', { name: /View project/ }).first()
  const detail = new RegExp(`/en/projekte/${first.id}/${first.url}$`)
  await expect(async () => {
    if (!detail.test(page.url())) await link.click({ timeout: 2_000 })
    await expect(page).toHaveURL(detail, { timeout: 2_000 })
  }).toPass({ timeout: 15_000 })
})

for (const slug of ['it', 'reparaturen'] as const) {
  test(`${slug} has no project list and no project-request button`, async ({ page }) => {
    await page.goto(`/loesungen/${slug}`)
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.getByTestId('project-list')).toHaveCount(0)
    await expect(page.getByTestId('project-request')).toHaveCount(0)
  })
}

for (const slug of Object.keys(CATEGORY)) {
  test(`${slug}: project-request button leads to the contact page`, async ({ page }) => {
    await page.goto(`/loesungen/${slug}`)
    await expect(page.getByRole('link', { name: 'Projekt anfragen' })).toHaveAttribute('href', '/kontakt')
  })
}

test('English project-request button', async ({ page }) => {
  await page.goto('/en/loesungen/digitale-alarmierung')
  await expect(page.getByRole('link', { name: 'Request a project' })).toHaveAttribute('href', '/en/kontakt')
})

const CARDS: Partial<Record<Solution, Solution[]>> = {
  'digitale-alarmierung': ['leitsysteme', 'wachen-und-elw', 'sprach-und-datenfunk'],
  it: ['leitsysteme', 'wachen-und-elw', 'sprach-und-datenfunk'],
  einsatznavigation: ['wachen-und-elw', 'sprach-und-datenfunk', 'digitale-alarmierung'],
  reparaturen: ['sprach-und-datenfunk', 'digitale-alarmierung', 'it'],
}

for (const [slug, targets] of Object.entries(CARDS)) {
  test(`${slug}: solution cards link to ${targets.join(', ')}`, async ({ page }) => {
    await page.goto(`/loesungen/${slug}`)
    await expectHrefs(
      page.getByTestId('solution-cards').getByRole('link'),
      targets.map((target) => `/loesungen/${target}`),
    )
  })
}

test('English solution card leads to the other solution page', async ({ page }) => {
  await page.goto('/en/loesungen/it')
  await page
    .getByTestId('solution-cards')
    .getByRole('link', { name: /Control-centre systems/ })
    .click()
  await expect(page).toHaveURL(/\/en\/loesungen\/leitsysteme$/)
  await expect(page.locator('h1')).toHaveText('Control-centre systems')
})

test('digital alerting: two info boxes', async ({ page }) => {
  await page.goto('/loesungen/digitale-alarmierung')
  await expect(page.getByTestId('info-boxes').locator('> li')).toHaveCount(2)
  await expect(page.getByTestId('info-boxes').getByRole('heading', { level: 3 })).toHaveText([
    'Das Netz aus einer Hand',
    'Rückmeldung statt Ungewissheit',
  ])
})

test('control systems, IT, stations: four paragraphs each', async ({ page }) => {
  for (const slug of ['leitsysteme', 'it', 'wachen-und-elw']) {
    await page.goto(`/loesungen/${slug}`)
    await expect(page.locator('#intro ~ p')).toHaveCount(4)
  }
})

test('control-centre systems: the brochure PDF opens in a new tab', async ({ page }) => {
  await page.goto('/loesungen/leitsysteme')
  const brochure = page.getByTestId('brochure').getByRole('link')
  await expect(brochure).toHaveText(/Leitsysteme – Broschüre/)
  await expect(brochure).toHaveAttribute('target', '_blank')
  await expect(brochure).toHaveAttribute('href', /\.pdf$/)
})

test('repairs: contact buttons and the 2024 repair order form', async ({ page }) => {
  await page.goto('/loesungen/reparaturen')
  await expect(page.getByRole('link', { name: 'Kontakt aufnehmen' })).toHaveAttribute('href', '/kontakt')
  await expect(page.getByRole('link', { name: /Werkstatt anrufen/ })).toHaveAttribute('href', /^tel:\+\d+$/)
  const form = page.getByTestId('repair-form').getByRole('link')
  await expect(form).toHaveText(/Reparaturauftrag \(Ausgabe 2024\)/)
  await expect(form).toHaveAttribute('target', '_blank')
  await expect(form).toHaveAttribute('href', /\.pdf$/)
  await page.goto('/en/loesungen/reparaturen')
  await expect(page.getByTestId('repair-form').getByRole('link')).toHaveText(
    /Repair order form \(2024 edition\)/,
  )
})

test('digital alerting hero: a looping, muted video that plays over its picture, and stays paused under reduced motion', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await gotoHydrated(page, '/loesungen/digitale-alarmierung')
  const video = page.getByTestId('hero-video')
  // The poster is the hero's picture in the size the screen needs (not the 1600 px file), fetched first; the video
  // has none of its own.
  const picture = page.locator('main section').first().locator('img')
  await expect(picture).toHaveAttribute('fetchpriority', 'high')
  await expect
    .poll(() =>
      picture.evaluate((image: HTMLImageElement) =>
        Number(new URL(image.currentSrc).searchParams.get('w') ?? NaN),
      ),
    )
    .toBeLessThanOrEqual(800)
  await expect(video).not.toHaveAttribute('poster')
  await expect(video).toHaveJSProperty('muted', true)
  await expect(video).toHaveJSProperty('loop', true)
  await expect(video.locator('source')).toHaveAttribute('src', '/videos/digitale-alarmierung.webm')
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false)
  await expect(video).toHaveCSS('opacity', '1')
  await page.getByRole('button', { name: 'Video anhalten' }).click()
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true)
  // Paused, it keeps showing its frame.
  await expect(video).toHaveCSS('opacity', '1')

  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.reload()
  await expect(page.getByRole('button', { name: 'Video abspielen' })).toBeVisible()
  await page.waitForTimeout(1_000)
  expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true)
  // Never played: the picture shows, not the video's first frame.
  await expect(video).toHaveCSS('opacity', '0')
  await expect(picture).toBeVisible()
})
