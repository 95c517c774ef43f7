import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * The scripts a public page runs at its start carry Chrome's compile hint, so Chrome compiles them while it
 * downloads them rather than on the page's main thread (scripts/mark-compile-hints.mjs); the back office's own
 * scripts do not. Checked on the production build, as it serves them.
 */
const HINT = '//# allFunctionsCalledOnLoad\n'

/** The scripts the page's loader starts after the first paint (src/server/scriptsAfterPaint.ts). */
async function startScripts(request: APIRequestContext, path: string): Promise<string[]> {
  const html = await (await request.get(path)).text()
  const list = html.match(/<script>\(function\(s\)\{.*?\}\)\((\[[^\]]*\])\)<\/script>/)?.[1]
  expect(list, `${path}: the loader of its scripts`).toBeTruthy()
  return JSON.parse(list!) as string[]
}

async function starts(request: APIRequestContext, script: string): Promise<string> {
  const response = await request.get(script)
  expect(response.status(), script).toBe(200)
  return (await response.text()).slice(0, HINT.length)
}

test('public pages start with scripts marked for compiling while they download; the back office’s are not', async ({
  request,
}) => {
  const site = new Set<string>()
  for (const path of ['/', '/en/kontakt', '/karriere']) {
    for (const script of await startScripts(request, path)) site.add(script)
  }
  expect(site.size).toBeGreaterThanOrEqual(5)
  for (const script of site) expect(await starts(request, script), script).toBe(HINT)

  const admin = await (await request.get('/admin/login')).text()
  const adminOnly = [...admin.matchAll(/<script src="(\/_next\/static\/chunks\/[^"]+\.js)"/g)]
    .map(([, script]) => script)
    .filter((script) => !site.has(script))
  expect(adminOnly.length).toBeGreaterThan(0)
  for (const script of adminOnly) expect(await starts(request, script), script).not.toBe(HINT)
})
