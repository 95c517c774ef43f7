import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import type { Locator, Page } from '@playwright/test'
import { freePort } from '../../scripts/bench-support'
import { decodedHeader, Inbox } from '../support/inbox'
import { copyBuild, healthy, startSite, stopSite, type Site } from '../support/siteCopy'
import { expect, test } from './fixtures'
import { planInTwoDays } from './scheduleDrawer'

/**
 * A plan that fails at its time is not lost in the server log: an editor plans a draft's publication in the
 * drawer, then removes its date over the API (a draft saves without it); when the time comes, the plan is red in
 * the news list, in the calendar and on the dashboard, and a mail reaches the editor. The site runs on a
 * database of its own (tests/support/siteCopy.ts) with a real SMTP server on loopback; the time comes by moving
 * the plan's time in the database while the site is stopped: at its start the site runs what is due, as it does
 * once a minute. On that site, a global whose German changed after its English shows in the translation overview.
 */

const COPY = '.next-e2e-failed-plan'
const ADMIN = { email: 'planung-verwaltung@sekundenwerk.example', password: 'Planung-Verwaltung-2026!' }
const PLANNER = { email: 'planung-redaktion@sekundenwerk.example', password: 'Planung-Redaktion-2026!' }

test.use({ locale: 'de-DE', viewport: { width: 1280, height: 800 } })

/** A mark is red: its text in the admin's error colour, red well above green and blue. */
async function expectRed(mark: Locator) {
  const [red, green, blue] = await mark.evaluate((element) =>
    (getComputedStyle(element).color.match(/\d+/g) ?? []).map(Number),
  )
  expect(red, 'red part of the mark’s colour').toBeGreaterThan(green + 60)
  expect(red).toBeGreaterThan(blue + 60)
}

async function signIn(page: Page, base: string) {
  await page.goto(`${base}/admin/login`)
  await page.locator('input[name="email"]').fill(PLANNER.email)
  await page.locator('input[name="password"]').fill(PLANNER.password)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}

test('a plan made to fail is red in the list, the calendar and the dashboard, and its planner gets a mail; a stale global is in the translation overview', async ({
  page,
}) => {
  test.setTimeout(240_000)
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'sekundenwerk-failed-plan-'))
  const dataDir = path.join(work, 'data')
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  // The browser at the site's own address (SITE_URL): the admin's requests must come from it.
  const admin = `http://localhost:${port}`
  const inbox = new Inbox()
  await inbox.start()
  copyBuild(COPY)
  const start = () => startSite(COPY, dataDir, port, ADMIN, { SEED_SAMPLE_CONTENT: '0', SMTP_URL: inbox.url })
  let site: Site = start()

  try {
    await healthy(base, site)
    // The administrator makes the editor's account.
    const login = await fetch(`${base}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
    const { token } = (await login.json()) as { token: string }
    const account = await fetch(`${base}/cms-api/users`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
      body: JSON.stringify({ ...PLANNER, name: 'Redaktion Planung', roles: ['editor'] }),
    })
    expect(account.status, await account.text()).toBe(201)

    // The editor plans the publication of a complete draft in the drawer.
    await signIn(page, admin)
    const asEditor = { headers: { Origin: admin } }
    const title = `Geplant, dann ohne Datum ${Date.now()}`
    const created = await page.request.post(`${admin}/cms-api/news?locale=de&draft=true`, {
      ...asEditor,
      data: { title, date: '2026-11-20T12:00:00.000Z' },
    })
    expect(created.status(), await created.text()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }
    await page.goto(`${admin}/admin/collections/news/${doc.id}`)
    await planInTwoDays(page)
    await expect(page.locator('.schedule-publish table')).toBeVisible()

    // Before its time, the date is removed over the API: a draft saves without it.
    const emptied = await page.request.patch(`${admin}/cms-api/news/${doc.id}?locale=de&draft=true`, {
      ...asEditor,
      data: { date: null },
    })
    expect(emptied.status(), await emptied.text()).toBe(200)

    // The time comes.
    await stopSite(site)
    const db = createClient({ url: `file:${path.join(dataDir, 'site.db')}` })
    const moved = await db.execute({
      sql: "UPDATE payload_jobs SET wait_until = ? WHERE task_slug = 'schedulePublish' AND completed_at IS NULL",
      args: [new Date(Date.now() - 60_000).toISOString()],
    })
    db.close()
    expect(moved.rowsAffected).toBe(1)
    site = start()
    await healthy(base, site)

    // The mail reaches the editor who planned it, linking to the record.
    await expect.poll(() => inbox.mails.length, { timeout: 30_000 }).toBe(1)
    const mail = inbox.mails[0].raw
    expect(mail).toContain(`To: ${PLANNER.email}`)
    expect(decodedHeader(mail, 'Subject')).toBe(`Geplante Veröffentlichung fehlgeschlagen: ${title}`)
    expect(mail).toContain(`/admin/collections/news/${doc.id}`)

    // Red in the news list, with the plan's time; the reason on hover.
    await page.goto(`${admin}/admin/collections/news`)
    const row = page.getByRole('row').filter({ hasText: title })
    const listMark = row.locator('[data-mark="schedule-failed"]')
    await expect(listMark).toHaveText(/fehlgeschlagen: Veröffentlichung \d{2}\.\d{2}\.\d{4}/)
    await expectRed(listMark)
    await expect(row.locator('span[title]:has([data-mark="schedule-failed"])')).toHaveAttribute('title', /Datum/)

    // Red in the calendar and on the dashboard, linked to the record, saying the mail was sent.
    for (const screen of ['/admin/geplant', '/admin']) {
      await page.goto(`${admin}${screen}`)
      const item = page.locator(`[data-failed-plan="news/${doc.id}"]`)
      await expect(item, screen).toContainText('Datum')
      await expect(item, screen).toContainText(`E-Mail an ${PLANNER.email} gesendet`)
      await expect(item.getByRole('link', { name: title })).toHaveAttribute(
        'href',
        `/admin/collections/news/${doc.id}`,
      )
      await expectRed(item.locator('[data-mark="failed"]'))
    }

    // A global whose German was changed after its English: the translation overview lists it, linked to its
    // English view (on this site of its own, no other test's popup changes).
    for (const [locale, heading] of [
      ['de', 'Besuchen Sie uns'],
      ['en', 'Visit us'],
      ['de', 'Besuchen Sie uns auf der Messe'],
    ]) {
      const saved = await page.request.post(`${admin}/cms-api/globals/popup?locale=${locale}`, {
        ...asEditor,
        data: { heading, cookieName: 'messe-2027' },
      })
      expect(saved.status(), await saved.text()).toBe(200)
    }
    await page.goto(`${admin}/admin/uebersetzungen`)
    const stale = page.locator('[data-gap="popup/"]')
    await expect(stale.locator('[data-mark="translation-stale"]')).toHaveText('Englisch veraltet')
    await expect(stale).toContainText('Überschrift')
    await expect(stale.getByRole('link')).toHaveAttribute('href', '/admin/globals/popup?locale=en')
  } catch (error) {
    console.log(site.output())
    throw error
  } finally {
    await stopSite(site)
    await inbox.stop()
    fs.rmSync(work, { recursive: true, force: true })
    fs.rmSync(COPY, { recursive: true, force: true })
  }
})
