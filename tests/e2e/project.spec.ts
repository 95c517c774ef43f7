import { expect, test, type APIRequestContext } from './fixtures'
import { TEXT_LENGTH_THRESHOLD } from '../../src/lib/constants'
import { axeViolations } from './axe'

type ApiProject = {
  id: number
  url: string
  title: string
  datetext: string
  image: string | null
  projectclient: string
  involvedmembers: string
  involvedpartners: string
  projectcontenthtml: string
  bodyhtml: string
  ordervolume: number | null
  stylevariant: 1 | 2
}

async function apiProjects(request: APIRequestContext, lang: 'de' | 'en' = 'de'): Promise<ApiProject[]> {
  const response = await request.get(`/api/projects?lang=${lang}`)
  expect(response.ok()).toBe(true)
  return response.json()
}

const text = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim()
const euro = (amount: number) =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' })
    .format(amount)
    .replace(/\u00a0/g, ' ')
const path = (project: ApiProject, prefix = '') => `${prefix}/projekte/${project.id}/${project.url}`

test('style variant 1: image on top, content below; every fact present; euro in German format', async ({
  page,
  request,
}) => {
  const project = (await apiProjects(request)).find(
    (p) => p.stylevariant === 1 && p.image && p.ordervolume && p.projectclient,
  )!
  await page.setViewportSize({ width: 1280, height: 900 })
  const response = await page.goto(path(project))
  expect(response?.status()).toBe(200)
  const article = page.getByTestId('project-detail')
  await expect(article).toHaveAttribute('data-stylevariant', '1')
  await expect(page.locator('h1')).toHaveCount(1)
  await expect(page.locator('h1')).toHaveText(project.title)
  await expect(page.getByTestId('project-date')).toHaveText(project.datetext)
  await expect(page.getByTestId('project-date')).toHaveText(/^\d{2}\.\d{2}\.\d{4}/)
  await expect(article.locator('figure img')).toHaveAttribute('alt', /\S/)

  const image = (await article.locator('figure').boundingBox())!
  const title = (await page.locator('h1').boundingBox())!
  expect(image.y + image.height).toBeLessThanOrEqual(title.y)

  const facts = page.getByTestId('project-facts')
  await expect(facts.locator('dt')).toHaveText([
    'Auftraggeber',
    'Beteiligte Mitarbeitende',
    'Beteiligte Partner',
    'Auftragsvolumen',
  ])
  await expect(facts.locator('[data-fact="client"] dd')).toHaveText(project.projectclient)
  const volume = (await facts.locator('[data-fact="orderVolume"] dd').textContent())!.replace(/\u00a0/g, ' ')
  expect(volume).toBe(euro(project.ordervolume!))
  expect(volume).toMatch(/^\d{1,3}(\.\d{3})*,\d{2} €$/)
  await expect(page.getByTestId('project-content')).toBeVisible()
  await expect(page.getByTestId('project-short')).toBeVisible()
})

test('style variant 2: image left, content right; stacked on phones', async ({ page, request }) => {
  const project = (await apiProjects(request)).find((p) => p.stylevariant === 2 && p.image && p.ordervolume)!
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(path(project))
  const article = page.getByTestId('project-detail')
  await expect(article).toHaveAttribute('data-stylevariant', '2')
  await expect(page.locator('h1')).toHaveText(project.title)
  let image = (await article.locator('figure').boundingBox())!
  let title = (await page.locator('h1').boundingBox())!
  expect(image.x + image.width).toBeLessThanOrEqual(title.x)
  expect(image.y).toBeLessThan(title.y + title.height)

  await page.setViewportSize({ width: 375, height: 800 })
  await expect
    .poll(async () => {
      image = (await article.locator('figure').boundingBox())!
      title = (await page.locator('h1').boundingBox())!
      return image.y + image.height <= title.y
    })
    .toBe(true)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
})

test(`content of ${TEXT_LENGTH_THRESHOLD} characters or fewer is hidden; placeholder image; absent facts`, async ({
  page,
  request,
}) => {
  const projects = await apiProjects(request)
  const short = projects.find((p) => text(p.projectcontenthtml).length <= TEXT_LENGTH_THRESHOLD)!
  expect(short, 'sample content has a project with short content').toBeTruthy()
  await page.goto(path(short))
  await expect(page.locator('h1')).toHaveText(short.title)
  await expect(page.getByTestId('project-content')).toHaveCount(0)
  await expect(page.getByTestId('project-detail')).not.toContainText(text(short.projectcontenthtml))
  expect(text(short.bodyhtml).length).toBeGreaterThan(TEXT_LENGTH_THRESHOLD)
  await expect(page.getByTestId('project-short')).toHaveText(text(short.bodyhtml))
  if (!short.image)
    await expect(page.getByTestId('project-detail').locator('figure img')).toHaveAttribute(
      'src',
      /placeholder\.svg/,
    )

  const bare = projects.find((p) => !p.projectclient && p.ordervolume === null)!
  await page.goto(path(bare))
  await expect(page.locator('h1')).toHaveText(bare.title)
  await expect(page.getByTestId('project-detail')).not.toContainText('Auftraggeber')
  await expect(page.getByTestId('project-detail')).not.toContainText('Auftragsvolumen')
  await expect(page.getByTestId('project-detail')).not.toContainText('€')
})

test('English: date in English format, volume still in German format, "To the news"', async ({
  page,
  request,
}) => {
  const project = (await apiProjects(request, 'en')).find((p) => p.ordervolume && p.datetext)!
  await page.goto(path(project, '/en'))
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.locator('h1')).toHaveText(project.title)
  await expect(page.getByTestId('project-date')).toHaveText(project.datetext)
  await expect(page.getByTestId('project-date')).toHaveText(/^\d{2}\/\d{2}\/\d{4}/)
  await expect(page.locator('[data-fact="orderVolume"] dt')).toHaveText('Order volume')
  const volume = (await page.locator('[data-fact="orderVolume"] dd').textContent())!.replace(/\u00a0/g, ' ')
  expect(volume).toBe(euro(project.ordervolume!))
  await expect(page.getByRole('link', { name: 'To the news' })).toHaveAttribute('href', '/en/aktuelles/news')
})

test('"Zu den News" leads to the news list', async ({ page, request }) => {
  const [project] = await apiProjects(request)
  await page.goto(path(project))
  const link = page.getByRole('link', { name: 'Zu den News' })
  await expect(link).toHaveAttribute('href', '/aktuelles/news')
  await link.click()
  // The first visit of the news list compiles it in dev mode: allow for that.
  await expect(page).toHaveURL(/\/aktuelles\/news$/, { timeout: 30_000 })
})

test('a wrong slug redirects permanently to the canonical one; unknown or malformed id is 404', async ({
  page,
  request,
}) => {
  const [project] = await apiProjects(request)
  const redirect = await request.get(`/projekte/${project.id}/alter-titel`, { maxRedirects: 0 })
  expect(redirect.status()).toBe(308)
  await page.goto(`/projekte/${project.id}/alter-titel`)
  await expect(page).toHaveURL(new RegExp(`/projekte/${project.id}/${project.url}$`))
  await page.goto(`/en/projekte/${project.id}/alter-titel`)
  await expect(page).toHaveURL(new RegExp(`/en/projekte/${project.id}/${project.url}$`))

  expect((await page.goto('/projekte/999999/x'))?.status()).toBe(404)
  expect((await page.goto('/projekte/abc/x'))?.status()).toBe(404)
  await expect(page.getByText('Seite nicht gefunden')).toBeVisible()
})

test('no axe violations on both style variants in both languages', async ({ page, request }) => {
  const projects = await apiProjects(request)
  for (const variant of [1, 2] as const) {
    const project = projects.find((p) => p.stylevariant === variant)!
    for (const prefix of ['', '/en']) {
      await page.goto(path(project, prefix))
      await expect(page.locator('h1')).toHaveCount(1)
      expect(await axeViolations(page), `${prefix}${variant}`).toEqual([])
    }
  }
})
