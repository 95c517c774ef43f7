import type { APIRequest } from '@playwright/test'
import { expect } from './fixtures'

/**
 * A request context signed in as `account` (an editor of tests/e2e/officeLead.ts), sending what the admin's
 * browser sends: Payload accepts its session cookie only from the site's own pages.
 */
export async function signedInEditor(
  playwright: { request: APIRequest },
  baseURL: string,
  account: { email: string; password: string },
) {
  const editor = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL, 'sec-fetch-site': 'same-origin' },
  })
  const login = await editor.post('/cms-api/users/login', { data: account })
  expect(login.status()).toBe(200)
  return editor
}
