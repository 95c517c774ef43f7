import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { WALK_EDITOR } from './officeLead'

/**
 * An editor's day in the German admin at 1280 px, as screenshots in reports/editor-walk/ to look at: the
 * dashboard, lists, an item in German and in English with its translation state, scheduling and its calendar,
 * a global, versions and the trash. Each stop is also read for English words and the informal "du" that
 * Payload's German left in the admin.
 */
test.use({ locale: 'de-DE', viewport: { width: 1280, height: 800 } })

const SHOTS = path.join('reports', 'editor-walk')
const ENGLISH =
  /\b(Time|All|Edit link|Remove link|Best Practices|Responsive|Published|Draft|Scheduled)\b|drag & drop/
const INFORMAL = /\b(du|dich|dein\w*|bist|hast|kannst|möchtest)\b/i

async function stop(page: Page, name: string) {
  await page.waitForLoadState('networkidle')
  const text = await page.locator('body').innerText()
  expect(text, name).not.toMatch(ENGLISH)
  expect(text, name).not.toMatch(INFORMAL)
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true })
}

test('an editor’s day in the German admin reads German throughout', async ({ page }) => {
  test.setTimeout(180_000)
  fs.mkdirSync(SHOTS, { recursive: true })
  await page.goto('/admin/login')
  await page.locator('input[name="email"]').fill(WALK_EDITOR.email)
  await page.locator('input[name="password"]').fill(WALK_EDITOR.password)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  await stop(page, '01-dashboard')

  await page.goto('/admin/collections/news')
  await expect(page.getByRole('columnheader', { name: /^Übersetzung/ })).toBeVisible()
  await stop(page, '02-news-list')

  const asEditor = { headers: { Origin: new URL(page.url()).origin } }
  const created = await page.request.post('/cms-api/news?locale=de&draft=true', {
    ...asEditor,
    data: { title: 'Rundgang: neue Leitstelle', subline: 'Erste Fassung', date: '2026-11-20T12:00:00.000Z' },
  })
  const { doc } = (await created.json()) as { doc: { id: number } }
  await page.request.patch(`/cms-api/news/${doc.id}?locale=en&draft=true`, {
    ...asEditor,
    data: { title: 'Walk: new control room', subline: 'First version' },
  })
  await page.request.patch(`/cms-api/news/${doc.id}?locale=de&draft=true`, {
    ...asEditor,
    data: { subline: 'Zweite Fassung, nach der Übersetzung geändert' },
  })
  await page.goto(`/admin/collections/news/${doc.id}`)
  await expect(page.locator('#field-title')).toHaveValue('Rundgang: neue Leitstelle')
  // Empty SEO fields mean the page's automatic values: nothing there is missing or failed.
  await expect(page.locator('#field-meta__title')).toBeAttached()
  await expect(page.getByText(/Fehlt|Kein Bild|Kontrollen erfolgreich/)).toHaveCount(0)
  await stop(page, '03-news-edit-german')

  await page.goto(`/admin/collections/news/${doc.id}?locale=en`)
  await expect(page.getByTestId('translation-status')).toContainText('Englisch veraltet')
  await stop(page, '04-news-edit-english-stale')

  await page.locator('#action-save-popup button').first().click()
  await page.getByRole('button', { name: 'Veröffentlichungsplanung' }).click()
  await page.locator('.schedule-publish__scheduler .date-time-picker input').click()
  await stop(page, '05-schedule-drawer')
  await page.keyboard.press('Escape')

  await page.goto('/admin/geplant')
  await expect(page.getByTestId('schedule-calendar')).toBeVisible()
  await stop(page, '06-calendar')

  await page.goto('/admin/collections/jobs?limit=100')
  await expect(page.getByRole('row', { name: /31\.03\.2026/ })).toContainText('abgelaufen')
  await stop(page, '07-jobs-list')

  await page.goto('/admin/globals/popup?locale=en')
  await expect(page.getByTestId('translation-status')).toBeVisible()
  await stop(page, '08-popup-english')

  await page.goto(`/admin/collections/news/${doc.id}/versions`)
  await stop(page, '09-versions')

  await page.request.patch(`/cms-api/news/${doc.id}`, {
    ...asEditor,
    data: { deletedAt: new Date().toISOString() },
  })
  await page.goto('/admin/collections/news/trash?locale=de')
  await expect(page.getByRole('row', { name: /Rundgang: neue Leitstelle/ })).toBeVisible()
  await stop(page, '10-trash')
  expect((await page.request.delete(`/cms-api/news/${doc.id}?trash=true`, asEditor)).status()).toBe(200)
})
