import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient, type Client } from '@libsql/client'
import { PROJECT_CATEGORY } from '../../src/lib/constants'
import { STATIC_PAGES } from '../../src/lib/paths'
import { freePort } from '../../scripts/bench-support'
import { copyBuild, healthy, startSite, stopSite } from '../support/siteCopy'
import { expect, test } from './fixtures'

/**
 * A production install starts without sample content (SEED_SAMPLE_CONTENT=0): every page renders before an
 * editor has filled anything. A detail page whose data layer fails shows the site's failed state and is not
 * cached: once the data layer works again, the next visit shows the record. The failure is real: the site
 * runs on a database of its own (tests/support/siteCopy.ts), and the test takes away the table of the
 * records' texts underneath it, then gives it back, without any save that would invalidate the cache.
 */

const COPY = '.next-e2e-detail-failed'
const ADMIN = { email: 'ausfall@sekundenwerk.example', password: 'Ausfall-Probe-2026!' }
const TEXT = {
  de: { prefix: '', error: 'Beitrag konnte nicht geladen werden.' },
  en: { prefix: '/en', error: 'The post could not be loaded.' },
} as const
const PROJECT_ERROR = { de: 'News konnten nicht geladen werden.', en: 'The news could not be loaded.' }
const TABLES = ['news_locales', 'events_locales', 'jobs_locales', 'projects_locales']

test('an install without sample content renders every page; news, event, job and project pages: a failing data layer gets the failed state with status 500, never cached; then the record', async ({
  page,
}) => {
  test.setTimeout(240_000)
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'sekundenwerk-detail-failed-'))
  const dataDir = path.join(work, 'data')
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  copyBuild(COPY)
  const site = startSite(COPY, dataDir, port, ADMIN, { SEED_SAMPLE_CONTENT: '0' })
  let db: Client | undefined

  try {
    await healthy(base, site)

    for (const route of STATIC_PAGES) {
      for (const prefix of ['', '/en']) {
        const response = await fetch(`${base}${prefix}${route}`)
        expect(response.status, `${prefix}${route} without content`).toBe(200)
      }
    }

    // Four published records, German and English, as an editor makes them.
    const login = await fetch(`${base}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
    expect(login.status).toBe(200)
    const { token } = (await login.json()) as { token: string }
    const save = async (collection: string, locale: string, data: object, id?: number) => {
      const response = await fetch(`${base}/cms-api/${collection}${id ? `/${id}` : ''}?locale=${locale}`, {
        method: id ? 'PATCH' : 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
        body: JSON.stringify(data),
      })
      expect(response.status, `${collection}: ${await response.clone().text()}`).toBeLessThan(300)
      return ((await response.json()) as { doc: { id: number; url: string } }).doc
    }
    const location = await save('job-locations', 'de', { id: 1, name: 'Barsbüttel' })
    const kinds = [
      {
        collection: 'news',
        field: 'title',
        extra: { date: '2026-01-15T00:00:00.000Z' },
        title: { de: 'Ausfallprobe News', en: 'Outage probe news' },
        route: '/aktuelles/news',
        list: '/aktuelles/news',
        back: { de: 'Zurück zu den News', en: 'Back to the news' },
      },
      {
        collection: 'events',
        field: 'title',
        extra: { startdate: '2026-03-10T00:00:00.000Z' },
        title: { de: 'Ausfallprobe Termin', en: 'Outage probe event' },
        route: '/aktuelles/termine',
        list: '/aktuelles/termine',
        back: { de: 'Zurück zu den Terminen', en: 'Back to the events' },
      },
      {
        collection: 'jobs',
        field: 'name',
        extra: { location: location.id },
        title: { de: 'Ausfallprobe Stelle', en: 'Outage probe position' },
        route: '/karriere',
        list: '/karriere#job-listings',
        back: { de: 'Zu den offenen Stellen', en: 'Back to open positions' },
      },
      {
        collection: 'projects',
        field: 'title',
        extra: { category: String(PROJECT_CATEGORY.LEITSTELLE) },
        title: { de: 'Ausfallprobe Projekt', en: 'Outage probe project' },
        route: '/projekte',
        error: PROJECT_ERROR,
      },
    ] as {
      collection: string
      field: string
      extra: object
      title: Record<'de' | 'en', string>
      route: string
      list?: string
      back?: Record<'de' | 'en', string>
      error?: Record<'de' | 'en', string>
    }[]
    const records = []
    for (const kind of kinds) {
      const data = { ...kind.extra, [kind.field]: kind.title.de, _status: 'published' }
      const doc = await save(kind.collection, 'de', data)
      await save(kind.collection, 'en', { [kind.field]: kind.title.en }, doc.id)
      records.push({ ...kind, doc })
    }

    // The data layer fails: the records' texts are gone.
    db = createClient({ url: `file:${path.join(dataDir, 'site.db')}` })
    for (const table of TABLES) await db.execute(`ALTER TABLE ${table} RENAME TO ${table}_away`)

    for (const record of records) {
      for (const lang of ['de', 'en'] as const) {
        const { prefix } = TEXT[lang]
        const error = record.error?.[lang] ?? TEXT[lang].error
        const url = `${base}${prefix}${record.route}/${record.doc.id}/${record.doc.url}`
        for (let visit = 1; visit <= 2; visit++) {
          const response = (await page.goto(url))!
          expect(response.status(), `${url}, visit ${visit}`).toBe(500)
          expect(response.headers()['cache-control']).toContain('no-store')
          expect(response.headers()['x-nextjs-cache']).toBeUndefined()
          await expect(page.locator('html')).toHaveAttribute('lang', lang)
          await expect(page.getByRole('alert').filter({ hasText: error })).toBeVisible()
          // The site's layout around it, and a way on: back to the list.
          await expect(page.getByRole('banner')).toBeVisible()
          await expect(page.getByRole('contentinfo')).toBeVisible()
          if (record.back) {
            const back = page.getByRole('main').getByRole('link', { name: record.back[lang] })
            await expect(back).toHaveAttribute('href', `${prefix}${record.list}`)
          }
        }
      }
    }

    // The data layer works again: the very next visit shows the record, and it may be cached again.
    for (const table of TABLES) await db.execute(`ALTER TABLE ${table}_away RENAME TO ${table}`)
    for (const record of records) {
      for (const lang of ['de', 'en'] as const) {
        const url = `${base}${TEXT[lang].prefix}${record.route}/${record.doc.id}/${record.doc.url}`
        const response = (await page.goto(url))!
        expect(response.status(), url).toBe(200)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(record.title[lang])
        const error = record.error?.[lang] ?? TEXT[lang].error
        await expect(page.getByRole('alert').filter({ hasText: error })).toHaveCount(0)
        expect((await fetch(url)).headers.get('cache-control')).toMatch(/s-maxage=\d+/)
      }
    }
  } catch (error) {
    console.log(site.output())
    throw error
  } finally {
    db?.close()
    await stopSite(site)
    fs.rmSync(work, { recursive: true, force: true })
    fs.rmSync(COPY, { recursive: true, force: true })
  }
})
