/**
 * `npm run bench:first-load-js` — the site's own first-load JavaScript on every public route: what a modern
 * browser fetches beyond what a bare Next.js page of the same version fetches (issue 58: at most 8 kB gzip).
 *
 * For each page it reads the HTML and sums the gzip (-9, file by file) of every script the page makes the
 * browser fetch: `<script src>`, `<link rel="preload" as="script">` / `modulepreload`, and the chunks the site's
 * server starts after the first paint (src/server/scriptsAfterPaint.ts). Scripts marked `nomodule` (Next.js's
 * polyfills, which modern browsers skip) are counted apart. The bare page (scripts/bench-pages.ts: a heading, 12
 * short articles with links) is built once per Next.js version (cached in the temporary folder) and started; its sum is
 * subtracted from each route's. Exit code 1 when any route's own JavaScript is over the budget.
 *
 *   npm run bench:first-load-js                             starts the production site itself (fresh data)
 *   npm run bench:first-load-js -- --site http://localhost:3600   measures a site already running
 *   npm run bench:first-load-js -- --chunks                 also lists each route's chunks that the bare page lacks
 *   npm run bench:first-load-js -- --routes /,/kontakt      a subset (each in both languages)
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { freePort, processGroup, waitFor } from './bench-support'
import { bothLanguages, everyRoute, startBare } from './bench-pages'

/** The site's own first-load JavaScript per route, gzip, in bytes (issue 58). */
const OWN_BUDGET_BYTES = 8000

const option = (name) => {
  const index = process.argv.indexOf(name)
  return index >= 0 ? process.argv[index + 1] : undefined
}
const attribute = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]

/** The scripts a page makes the browser fetch: `modern` (every browser) and `nomodule` (old browsers only). */
function scriptsOf(html) {
  const modern = new Set()
  const nomodule = new Set()
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, 'src')
    if (!src) continue
    ;(/\snomodule(=|\s|>)/i.test(tag) ? nomodule : modern).add(src)
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attribute(tag, 'rel')
    const href = attribute(tag, 'href')
    if (href && (rel === 'modulepreload' || (rel === 'preload' && attribute(tag, 'as') === 'script')))
      modern.add(href)
  }
  // The site's loader of the chunks it starts after the first paint: `…})(["/_next/static/…js",…])</script>`.
  for (const [, list] of html.matchAll(/\}\)\((\["\/_next\/static\/[^\]]*\])\)<\/script>/g))
    for (const src of JSON.parse(list)) modern.add(src)
  return { modern: [...modern], nomodule: [...nomodule].filter((src) => !modern.has(src)) }
}

const bodies = new Map()
async function body(url) {
  if (!bodies.has(url))
    bodies.set(
      url,
      fetch(url).then(async (response) => {
        if (!response.ok) throw new Error(`${url}: ${response.status}`)
        const raw = Buffer.from(await response.arrayBuffer())
        return {
          raw: raw.length,
          gzip: zlib.gzipSync(raw, { level: 9 }).length,
          text: raw.toString('latin1'),
        }
      }),
    )
  return bodies.get(url)
}

/** One page's scripts with their sizes. */
async function measure(url) {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url}: ${response.status}`)
  const { modern, nomodule } = scriptsOf(await response.text())
  const sized = async (list) =>
    Promise.all(list.map(async (src) => ({ src, ...(await body(new URL(src, url).href)) })))
  const scripts = await sized(modern)
  const polyfills = await sized(nomodule)
  const sum = (list) => list.reduce((total, script) => total + script.gzip, 0)
  return { scripts, polyfills, gzip: sum(scripts), polyfillGzip: sum(polyfills) }
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sekundenwerk-first-load-'))
  const group = processGroup(() => fs.rmSync(dir, { recursive: true, force: true }))
  try {
    const bare = await startBare(Number(process.env.BARE_PORT) || (await freePort()), group)
    let site = option('--site')
    if (!site) {
      const port = await freePort()
      console.error('building (if needed) and starting the production site on a fresh data folder…')
      group.start('npx', ['tsx', 'scripts/e2e-server.ts'], {
        env: { ...process.env, E2E_PORT: String(port), E2E_DATA_DIR: path.join(dir, 'data') },
      })
      site = `http://localhost:${port}`
      await waitFor(`${site}/api/health`, 20 * 60 * 1000)
    }
    const chosen = option('--routes')?.split(',') ?? (await everyRoute(site))
    const routes = chosen.flatMap(bothLanguages)

    const base = await measure(`${bare}/`)
    const baseContents = new Set(base.scripts.map((script) => script.text))
    console.log(
      `bare Next.js page: ${base.scripts.length} scripts, ${base.gzip} B gzip (${kB(base.gzip)}); nomodule polyfills ${base.polyfillGzip} B`,
    )
    console.log('')
    console.log('| route | scripts | gzip | own (− bare) | nomodule | over budget |')
    console.log('|---|---|---|---|---|---|')
    let over = 0
    let worst = { route: '', own: -Infinity }
    for (const route of routes) {
      const page = await measure(`${site}${route}`)
      const own = page.gzip - base.gzip
      if (own > worst.own) worst = { route, own }
      const failed = own > OWN_BUDGET_BYTES
      if (failed) over++
      console.log(
        `| \`${route}\` | ${page.scripts.length} | ${page.gzip} B | ${own} B (${kB(own)}) | ${page.polyfillGzip} B | ${failed ? '!' : ''} |`,
      )
      if (process.argv.includes('--chunks'))
        for (const script of page.scripts
          .filter((s) => !baseContents.has(s.text))
          .sort((a, b) => b.gzip - a.gzip))
          console.log(`|   ${script.src} | | ${script.gzip} B | | | |`)
    }
    console.log('')
    console.log(`budget: own first-load JavaScript ≤ ${OWN_BUDGET_BYTES} B gzip on every route`)
    console.log(
      `largest: ${worst.route} ${worst.own} B (${kB(worst.own)}); routes over budget: ${over || 'none'}`,
    )
    process.exitCode = over ? 1 : 0
  } finally {
    group.stop()
  }
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
