import { execFileSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { STATIC_PAGES, paths } from '../src/lib/paths'
import type { processGroup } from './bench-support'
import { waitFor } from './bench-support'

/**
 * What the page benchmarks (bench:first-load-js, bench:lighthouse) share: the bare Next.js page they compare the
 * site with, and the site's routes they measure.
 */

const BARE_LAYOUT = `export const metadata = { title: 'Bare Next.js page', description: 'The reference page.' }
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: '0 auto', maxWidth: 720, padding: 16 }}>{children}</body>
    </html>
  )
}
`
const BARE_PAGE = `import Link from 'next/link'
const articles = Array.from({ length: 12 }, (_, i) => i + 1)
export default function Page() {
  return (
    <main>
      <h1>Because every second counts</h1>
      {articles.map((n) => (
        <article key={n}>
          <h2>Article {n}</h2>
          <p>A short text about article {n}, two lines long on a phone, as a list of news would show it.</p>
          <Link href={'/a/' + n}>Read more about article {n}</Link>
        </article>
      ))}
    </main>
  )
}
`
const BARE_CONFIG = `export default { turbopack: { root: '/' } }\n`

const nextBin = () => path.resolve('node_modules', 'next', 'dist', 'bin', 'next')
const nextEnv = () => ({ ...process.env, NODE_ENV: 'production' as const, NEXT_TELEMETRY_DISABLED: '1' })

/**
 * The bare page (a heading, 12 short articles with links, the system font), built with this repository's
 * Next.js (its node_modules linked in; Turbopack's root is `/` so that it follows the link). Built once per
 * Next.js version and page source, into the system's temporary folder (outside the project, whose own
 * src/instrumentation.ts Next.js would otherwise find), and reused by later runs.
 */
export function buildBare(log: (message: string) => void = () => {}): string {
  const version = JSON.parse(fs.readFileSync(path.resolve('node_modules/next/package.json'), 'utf8')).version
  const hash = crypto
    .createHash('sha256')
    .update(BARE_LAYOUT + BARE_PAGE + BARE_CONFIG)
    .digest('hex')
    .slice(0, 12)
  const dir = path.join(os.tmpdir(), 'sekundenwerk-bare-next', `${version}-${hash}`)
  const stamp = path.join(dir, '.built')
  if (fs.existsSync(stamp)) return dir
  log(`building the bare Next.js ${version} page in ${dir}…`)
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(path.join(dir, 'app'), { recursive: true })
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'bare', private: true }))
  fs.writeFileSync(path.join(dir, 'next.config.mjs'), BARE_CONFIG)
  fs.writeFileSync(path.join(dir, 'app', 'layout.jsx'), BARE_LAYOUT)
  fs.writeFileSync(path.join(dir, 'app', 'page.jsx'), BARE_PAGE)
  fs.symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'))
  execFileSync(process.execPath, [nextBin(), 'build'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: nextEnv(),
  })
  fs.writeFileSync(stamp, new Date().toISOString())
  return dir
}

/** Builds the bare page if needed and starts it on `port`; answers its address once it answers. */
export async function startBare(port: number, group: ReturnType<typeof processGroup>): Promise<string> {
  const dir = buildBare((message) => console.error(message))
  group.start(process.execPath, [nextBin(), 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: dir,
    env: nextEnv(),
  })
  const url = `http://127.0.0.1:${port}`
  await waitFor(`${url}/`, 60_000)
  return url
}

/** List pages whose first detail link stands for its kind of detail page. */
const DETAIL_SOURCES: [list: string, detailPrefix: string][] = [
  ['/aktuelles/news', '/aktuelles/news/'],
  ['/aktuelles/termine', '/aktuelles/termine/'],
  ['/karriere', '/karriere/'],
  ['/loesungen/leitsysteme', '/projekte/'],
]

/** The first detail page of each kind the site links to (a news item, an event, a job, a project). */
export async function detailRoutes(
  site: string,
): Promise<{ news: string; event: string; job: string; project: string }> {
  const found: string[] = []
  for (const [list, prefix] of DETAIL_SOURCES) {
    const html = await (await fetch(`${site}${list}`)).text()
    const match = new RegExp(`href="(${prefix.replaceAll('/', '\\/')}\\d+\\/[^"#?/]+)"`).exec(html)
    if (!match) throw new Error(`no detail link under ${prefix} on ${list}`)
    found.push(match[1])
  }
  const [news, event, job, project] = found
  return { news, event, job, project }
}

/** The search page as a visitor arriving from the header's field sees it: with results (issue 42). */
export const SEARCH_ROUTE = `${paths.search}?q=leitstelle`

/** A job's application form (the job's path and `/bewerbung`). */
export const applicationRoute = (job: string) => `${job}/bewerbung`

/** A route in both languages: the German path and its English twin. */
export const bothLanguages = (route: string) => [route, route === '/' ? '/en' : `/en${route}`]

/** Every public route of the spec (static pages, one detail page of each kind, a job's application form). */
export async function everyRoute(site: string): Promise<string[]> {
  const details = await detailRoutes(site)
  return [
    ...STATIC_PAGES.map((route) => (route === paths.search ? SEARCH_ROUTE : route)),
    ...Object.values(details),
    applicationRoute(details.job),
  ]
}
