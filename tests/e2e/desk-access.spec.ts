import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { fetchSolvedHumanCheck } from '../support/humanCheck'
import { attach, field, multipart } from '../support/multipart'
import { grantAsLead, officeMember, requestedMember, signInToAdmin, token, type DeskName } from './office'
import { HR_LEAD, KEYS_ADMIN, KEYS_ADMIN_2, OFFICE_LEAD, PARTIAL_HR, PARTIAL_OFFICE } from './officeLead'
import { rawRequest } from './rawHttp'

/**
 * The confidential desks keep their word against the site's own staff (issue 51), on the production build,
 * for the reporting office and HR alike: an administrator who resets a member's password and takes the account
 * over reads nothing that arrives afterwards until another member grants; administrators who give themselves
 * or each other a desk's role get a request, not access; a member who holds only part of the records cannot
 * make a recovery key that would lose the rest, and the recovery procedure of the guides then opens every
 * record; a recovery key not yet confirmed is not lost by leaving the page. Grants on the dashboard by a click.
 */

test.describe.configure({ mode: 'serial' })
test.use({ locale: 'de-DE' })

const auth = (jwt: string) => ({ Authorization: `JWT ${jwt}` })

/** Screenshots of the panel as its users see it, to look at: reports/desk-access/ (1280 px; `narrow`: 375 px too). */
async function shot(page: Page, name: string, narrow = false) {
  await page.screenshot({ path: `reports/desk-access/${name}-1280.png`, fullPage: true })
  if (!narrow) return
  const size = page.viewportSize()!
  await page.setViewportSize({ width: 375, height: 740 })
  await page.screenshot({ path: `reports/desk-access/${name}-375.png`, fullPage: true })
  await page.setViewportSize(size)
}
const DESKS = {
  whistleblower: {
    role: 'reporting-office',
    records: 'whistleblower-reports',
    lead: OFFICE_LEAD,
    partial: PARTIAL_OFFICE,
    text: (doc: Record<string, unknown>) => doc.message as string | null,
    recover: 'Fälle mit dem Wiederherstellungsschlüssel zurückholen',
  },
  applications: {
    role: 'hr',
    records: 'applications',
    lead: HR_LEAD,
    partial: PARTIAL_HR,
    text: (doc: Record<string, unknown>) => doc.name as string | null,
    recover: 'Bewerbungen mit dem Wiederherstellungsschlüssel zurückholen',
  },
} as const

let client = 0

/** A new report or application with `marker` in its text, sent as the public forms send it; answers its id. */
async function submit(
  request: APIRequestContext,
  baseURL: string,
  desk: DeskName,
  marker: string,
): Promise<number> {
  const lead = await token(request, DESKS[desk].lead)
  let find: string
  if (desk === 'whistleblower') {
    const sent = await request.post('/api/EmailHinweisgeberschutzSend', {
      data: {
        subject: `Schlüsselprobe ${marker}`,
        message: marker,
        gRecaptchaResponse: await fetchSolvedHumanCheck(baseURL, 'whistleblower'),
      },
    })
    expect(sent.status()).toBe(201)
    find = `where[caseNumber][equals]=${(await sent.json()).caseNumber}`
  } else {
    const { body, type } = multipart([
      field('name', marker),
      field('email', 'schluesselprobe@bewerbung.example'),
      field('message', `Anschreiben ${marker}`),
      field('consent', 'true'),
      field('lang', 'de'),
      field('gRecaptchaResponse', await fetchSolvedHumanCheck(baseURL, 'application')),
      attach(Buffer.from(`%PDF-1.7\n${marker}`.repeat(50)), 'lebenslauf.pdf', 'application/pdf', 'cv'),
    ])
    const sent = await rawRequest(baseURL, {
      method: 'POST',
      path: '/api/applications',
      headers: { 'content-type': type },
      body,
      from: `127.0.1.${++client}`,
    })
    expect(sent.status).toBe(201)
    find = `where[reference][equals]=${JSON.parse(sent.body).reference}`
  }
  const found = await request.get(`/cms-api/${DESKS[desk].records}?${find}&depth=0`, { headers: auth(lead) })
  expect(found.status()).toBe(200)
  return ((await found.json()) as { docs: { id: number }[] }).docs[0].id
}

/** The record's text as `jwt` reads it, or null. */
async function readText(
  request: APIRequestContext,
  desk: DeskName,
  id: number,
  jwt: string,
): Promise<string | null> {
  const response = await request.get(`/cms-api/${DESKS[desk].records}/${id}?depth=0`, { headers: auth(jwt) })
  if (response.status() !== 200) return null
  return DESKS[desk].text(await response.json())
}

/** Signs in a fresh browser context in German. */
async function adminPage(
  browser: import('@playwright/test').Browser,
  account: { email: string; password: string },
) {
  const page = await (await browser.newContext({ locale: 'de-DE' })).newPage()
  await signInToAdmin(page, account)
  return page
}

const panelOf = (page: Page, desk: DeskName) =>
  page.locator(`[data-testid="desk-key-panel"][data-desk="${desk}"]`)

for (const desk of ['whistleblower', 'applications'] as const) {
  test(`${desk}: an admin who resets a member and takes the account over reads nothing new until another member grants`, async ({
    browser,
    request,
    baseURL,
  }) => {
    // Seven sign-ins and password changes, each a deliberately slow hash.
    test.setTimeout(90_000)
    const member = await officeMember(request, `uebernommen-${desk}`, desk)
    const admin = await token(request, KEYS_ADMIN)
    const reset = await request.patch(`/cms-api/users/${member.id}`, {
      headers: auth(admin),
      data: { password: 'Vom-Admin-uebernommen-2026' },
    })
    expect(reset.status()).toBe(200)
    // The admin signs in as the member and gives the account a password of its own choosing, as the member would.
    let taken = await token(request, { email: member.email, password: 'Vom-Admin-uebernommen-2026' })
    const own = await request.patch(`/cms-api/users/${member.id}`, {
      headers: auth(taken),
      data: { password: 'Vom-Admin-als-eigenes-2026' },
    })
    expect(own.status()).toBe(200)
    taken = await token(request, { email: member.email, password: 'Vom-Admin-als-eigenes-2026' })
    const me = (await (await request.get('/cms-api/users/me', { headers: auth(taken) })).json()) as {
      user: { roles: string[] }
    }
    expect(me.user.roles).not.toContain(DESKS[desk].role)

    const marker = `Nach der Übernahme ${desk} ${Date.now()}`
    const id = await submit(request, baseURL!, desk, marker)
    expect(await readText(request, desk, id, taken)).toBeNull()
    const list = await request.get(`/cms-api/${DESKS[desk].records}?depth=0`, { headers: auth(taken) })
    expect(list.status()).toBe(403)
    // Whoever signs in to the account sees why it reads nothing.
    const seen = await adminPage(browser, { email: member.email, password: 'Vom-Admin-als-eigenes-2026' })
    const state = panelOf(seen, desk).getByTestId('desk-key-state')
    await expect(state).toContainText('Grund: Passwort von einer anderen Person gesetzt')
    await expect(state).toContainText('Ihr bisheriger Schlüssel wurde deshalb gelöscht')
    await shot(seen, `${desk}-zurueckgesetzt`, desk === 'whistleblower')
    await seen.context().close()

    // Another member of the desk looks at the request and grants it: only then is the account let in.
    await grantAsLead(request, member.id, desk)
    const granted = await token(request, { email: member.email, password: 'Vom-Admin-als-eigenes-2026' })
    expect(await readText(request, desk, id, granted)).toBe(marker)
  })

  test(`${desk}: administrators who give themselves or each other the desk's role get a request, not access`, async ({
    request,
  }) => {
    test.setTimeout(90_000)
    const first = await token(request, KEYS_ADMIN)
    const second = await token(request, KEYS_ADMIN_2)
    const firstId = (
      (await (await request.get('/cms-api/users/me', { headers: auth(first) })).json()) as {
        user: { id: number }
      }
    ).user.id
    for (const [by, id] of [
      [second, firstId],
      [first, firstId],
    ] as const) {
      const given = await request.patch(`/cms-api/users/${id}`, {
        headers: auth(by),
        data: { roles: ['admin', DESKS[desk].role] },
      })
      expect(given.status()).toBe(200)
      expect(((await given.json()) as { doc: { roles: string[] } }).doc.roles).toEqual(['admin'])
    }
    const again = await token(request, KEYS_ADMIN)
    for (const path of [`/cms-api/${DESKS[desk].records}`, `/cms-api/${DESKS[desk].records}/1`])
      expect([401, 403]).toContain((await request.get(path, { headers: auth(again) })).status())
    // The requests cannot be completed by the administrators themselves.
    const selfGrant = await request.post(`/cms-api/users/${firstId}/desks/${desk}/grant`, {
      headers: auth(second),
    })
    expect(selfGrant.status()).toBe(403)
  })
}

/** Makes a new recovery key on the dashboard, through the confirmation dialog; answers the key shown. */
async function renewOnDashboard(page: Page, desk: DeskName): Promise<string> {
  const panel = panelOf(page, desk)
  await panel.getByRole('button', { name: 'Neuen Wiederherstellungsschlüssel erzeugen' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('Neuen Wiederherstellungsschlüssel erzeugen?')
  await expect(dialog).toContainText('Alle Mitglieder erhalten eine Mitteilung')
  await shot(page, `${desk}-erneuern-rueckfrage`)
  await dialog.getByRole('button', { name: 'Erzeugen' }).click()
  const key = panel.getByTestId('recovery-key')
  await expect(key).toHaveText(/^([0-9A-Z]{4}-){12}[0-9A-Z]{4}$/)
  await shot(page, `${desk}-schluessel-angezeigt`, desk === 'whistleblower')
  return (await key.textContent())!
}

for (const desk of ['whistleblower', 'applications'] as const) {
  test(`${desk}: a member holding part of the records cannot lose the rest with a new recovery key; the recovery procedure then opens every record`, async ({
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(150_000)
    // A record taken in before the partial member's first sign-in: one they cannot open.
    const marker = `Vor dem Teilmitglied ${desk} ${Date.now()}`
    const early = await submit(request, baseURL!, desk, marker)
    const renewer = await officeMember(request, `erneuernd-${desk}`, desk)
    const page = await adminPage(browser, renewer)
    const panel = panelOf(page, desk)
    let recoveryKey = await renewOnDashboard(page, desk)

    if (desk === 'whistleblower') {
      // Leaving before confirming asks first: a link, the back button, a reload.
      const asked: string[] = []
      page.on('dialog', async (dialog) => {
        asked.push(dialog.type())
        if (dialog.type() === 'confirm') await dialog.dismiss()
        else await dialog.accept()
      })
      // A link of the case desk's overview below the panel.
      await page.getByRole('link', { name: /^\d+ offen$/ }).click()
      await expect(page).toHaveURL(/\/admin\/?$/)
      await page.goBack()
      await expect(page).toHaveURL(/\/admin\/?$/)
      await expect(panel.getByTestId('recovery-key')).toHaveText(recoveryKey)
      await page.reload()
      // Left anyway (the reload): the key is still there in this session, until confirmed.
      await expect(panel.getByTestId('recovery-key')).toHaveText(recoveryKey)
      expect(asked.filter((type) => type === 'confirm')).toHaveLength(2)
      expect(asked).toContain('beforeunload')
      page.removeAllListeners('dialog')
    }
    await panel.getByRole('button', { name: 'Ich habe den Schlüssel sicher aufbewahrt' }).click()
    await expect(panel.getByTestId('recovery-key')).toHaveCount(0)
    await expect(panel.getByTestId('desk-recovery-state')).toContainText(/öffnet: (\d+) von \1\./)
    await expect(panel.getByTestId('desk-recovery-state')).toContainText(renewer.email)

    if (desk === 'whistleblower') {
      // A key never confirmed: the session ends (signing out, after the page asked), and the next visit says so.
      recoveryKey = await renewOnDashboard(page, desk)
      page.once('dialog', (dialog) => dialog.accept())
      await page.goto('/admin/logout')
      await signInToAdmin(page, renewer)
      await expect(panel.getByTestId('recovery-key')).toHaveCount(0)
      await expect(panel.getByTestId('desk-recovery-state')).toContainText('Noch nicht bestätigt')
    }

    // The partial member: the server refuses the renewal with the counts, and the dashboard says so.
    const partial = DESKS[desk].partial
    const partialJwt = await token(request, partial)
    const refused = await request.post(`/cms-api/users/desks/${desk}/recovery-key`, {
      headers: auth(partialJwt),
    })
    expect(refused.status()).toBe(409)
    const { message, holds, total } = (await refused.json()) as {
      message: string
      holds: number
      total: number
    }
    expect(holds).toBeLessThan(total)
    expect(message).toMatch(
      new RegExp(`(Sie können ${holds} von ${total}|You can open ${holds} of ${total})`),
    )
    expect(await readText(request, desk, early, partialJwt)).toBeNull()
    const partialPage = await adminPage(browser, partial)
    const partialPanel = panelOf(partialPage, desk)
    await expect(partialPanel.getByTestId('desk-renew-blocked')).toContainText(
      'keinen neuen Wiederherstellungsschlüssel',
    )
    await expect(
      partialPanel.getByRole('button', { name: 'Neuen Wiederherstellungsschlüssel erzeugen' }),
    ).toHaveCount(0)
    await shot(partialPage, `${desk}-teilweise`, desk === 'applications')

    // The procedure of the guides: the recovery key typed into the dashboard's form.
    await partialPanel.getByLabel('Wiederherstellungsschlüssel').fill(recoveryKey)
    await partialPanel.getByRole('button', { name: DESKS[desk].recover }).click()
    await expect(partialPanel.getByRole('status')).toHaveText('Erledigt.')
    const after = await token(request, partial)
    const list = await request.get(`/cms-api/${DESKS[desk].records}?depth=0&limit=0`, {
      headers: auth(after),
    })
    const ids = ((await list.json()) as { docs: { id: number }[] }).docs.map((doc) => doc.id)
    expect(ids.length).toBeGreaterThanOrEqual(total)
    for (const id of ids) {
      const text = await readText(request, desk, id, after)
      expect(text, `${desk} ${id} opens after recovery`).not.toBeNull()
    }
    expect(await readText(request, desk, early, after)).toBe(marker)
    await partialPage.context().close()
    await page.context().close()
  })
}

test('the office: a member grants a newcomer on the dashboard with one click; the newcomer reads earlier cases', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const marker = `Vor dem Beitritt ${Date.now()}`
  const id = await submit(request, baseURL!, 'whistleblower', marker)
  const newcomer = await requestedMember(request, 'neu-in-der-meldestelle')
  const granter = await officeMember(request, 'gewaehrendes-mitglied')
  const lead = await adminPage(browser, granter)
  const panel = panelOf(lead, 'whistleblower')
  await expect(panel.getByTestId('desk-key-state')).toContainText('entsperrt')
  const requestRow = panel.getByTestId('desk-request').filter({ hasText: newcomer.email })
  await expect(requestRow).toContainText('Grund: Rolle angefragt')
  await requestRow.getByRole('button', { name: 'Zugang gewähren' }).click()
  await expect(requestRow).toHaveCount(0)

  const page = await adminPage(browser, newcomer)
  await expect(panelOf(page, 'whistleblower').getByTestId('desk-key-state')).toContainText('entsperrt')
  expect(await readText(request, 'whistleblower', id, await token(request, newcomer))).toBe(marker)
})
