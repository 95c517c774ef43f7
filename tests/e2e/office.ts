import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { HR_LEAD, MEMBERS_ADMIN, OFFICE_LEAD } from './officeLead'

/**
 * Members of the confidential desks for the browser tests, made as the site makes them: an admin asks for the
 * role, the person sets their own password (which sets up their key), the desk's first member grants access.
 */
export type DeskName = 'whistleblower' | 'applications'
const DESK = {
  whistleblower: { role: 'reporting-office', lead: OFFICE_LEAD },
  applications: { role: 'hr', lead: HR_LEAD },
} as const

/** Signs `account` in over the API and answers its token. */
export async function token(request: APIRequestContext, account: { email: string; password: string }) {
  const login = await request.post('/cms-api/users/login', { data: account })
  expect(login.status()).toBe(200)
  return ((await login.json()) as { token: string }).token
}

const auth = (jwt: string) => ({ Authorization: `JWT ${jwt}` })

/** An account whose access to `desk` waits for a member's grant, with its own password set. */
export async function requestedMember(
  request: APIRequestContext,
  label: string,
  desk: DeskName = 'whistleblower',
) {
  const initial = 'Vom-Admin-vergeben-2026'
  let member = { id: 0, email: '', password: `Eigenes-Passwort-${Date.now()}` }
  // The admin signs in from other tests too; a session lost to a parallel sign-in is retried.
  await expect(async () => {
    const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@sekundenwerk.example`
    const created = await request.post('/cms-api/users', {
      headers: auth(await token(request, MEMBERS_ADMIN)),
      data: { email, password: initial, roles: [DESK[desk].role] },
    })
    expect(created.status()).toBe(201)
    // Asked for, not given: a member of the desk completes it.
    const { doc } = (await created.json()) as { doc: { id: number; roles: string[] } }
    expect(doc.roles).not.toContain(DESK[desk].role)
    member = { ...member, id: doc.id, email }
  }).toPass({ timeout: 20_000 })
  const own = await request.patch(`/cms-api/users/${member.id}`, {
    headers: auth(await token(request, { email: member.email, password: initial })),
    data: { password: member.password },
  })
  expect(own.status()).toBe(200)
  return member
}

/** Grants `memberId` access to `desk`, as the desk's first member. */
export async function grantAsLead(
  request: APIRequestContext,
  memberId: number,
  desk: DeskName = 'whistleblower',
) {
  // The first member signs in from several tests at once; a session lost to a parallel sign-in is retried.
  await expect(async () => {
    const granted = await request.post(`/cms-api/users/${memberId}/desks/${desk}/grant`, {
      headers: auth(await token(request, DESK[desk].lead)),
    })
    expect(granted.status()).toBe(200)
  }).toPass({ timeout: 20_000 })
}

/** A member of `desk` (the office unless named), granted by its first member. */
export async function officeMember(
  request: APIRequestContext,
  label = 'meldestelle',
  desk: DeskName = 'whistleblower',
) {
  const member = await requestedMember(request, label, desk)
  await grantAsLead(request, member.id, desk)
  return member
}

/** Signs `account` in to the admin in `page`. */
export async function signInToAdmin(page: Page, account: { email: string; password: string }) {
  await page.goto('/admin/login')
  await page.locator('input[name="email"]').fill(account.email)
  await page.locator('input[name="password"]').fill(account.password)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}

/** Opens a case from the reports list, as a member of the office. */
export async function openCaseInAdmin(page: Page, caseNumber: string) {
  await page.goto('/admin/collections/whistleblower-reports')
  const link = page.getByRole('row', { name: new RegExp(caseNumber) }).getByRole('link', { name: caseNumber })
  const field = page.locator('#field-caseNumber')
  // The edit view is the admin's heaviest page (its form, the case's files and log): on a busy machine its
  // first render took over 10 s once. Once, in CI, a click on the link left the list standing for 20 s (the link
  // marked as followed): while the list is still there, the click is made again.
  await expect(async () => {
    if (await link.isVisible()) await link.click({ timeout: 5_000 })
    await expect(field).toHaveValue(caseNumber, { timeout: 15_000 })
  }).toPass({ timeout: 45_000 })
}
