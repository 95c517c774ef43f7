/**
 * `npm run bench:search` — the site search's benchmark (issues 42, 59). Seeds a fresh sample database in a
 * temporary DATA_DIR, reads every findable document through src/data as the running site does, and measures,
 * per language: the time to read them (the first time, with the text inside the documents' PDFs, and again), the
 * time to build the index, and the p50/p99 time of the relevance set's queries (tests/support/relevanceSet.ts, the
 * queries that must find nothing included) on the sample content and on the sample content ×20 (each document
 * copied 20 times with its words varied). The query time is the engine's own (SearchIndex.query: matching,
 * ranking, counts, sections, snippets), without HTTP, each query timed as the first of its words (the index's
 * lookups forgotten before each). Then the site's own path (src/data/search/siteSearch.ts): the first query after
 * a minute without queries, when every source is due to be read again — answered from the index as it is, while
 * the reading runs in the background. `BENCH_ROUNDS` sets how often each query runs, `BENCH_IDLE_MS` the idle time.
 * On a machine shared with other work a query is now and then paused for tens of milliseconds by the scheduler,
 * which the p99 of all timings shows as the query's own: the budget is therefore held by the p99 over the queries
 * of each query's median round (its own cost), and both are printed, with the machine's load average.
 * `--show` prints each relevance query's first three results instead.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

const ROUNDS = Number(process.env.BENCH_ROUNDS || 10)
const SCALE = 20
const P99_BUDGET_MS = 25
const IDLE_BUDGET_MS = 50
const IDLE_MS = Number(process.env.BENCH_IDLE_MS || 61_000)

// BENCH_DATA_DIR keeps the seeded database for the next run (seeding takes about two minutes).
const kept = process.env.BENCH_DATA_DIR
const dataDir = kept || fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-'))
process.env.DATA_DIR = dataDir
process.env.DATABASE_URL = ''
process.env.SEED_SAMPLE_CONTENT = '1'

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

async function main() {
  // Seeding runs in a process of its own: its garbage and background work would otherwise be collected and
  // done while the queries are timed. Here the database is only opened (the set-up finds it seeded).
  const seeded = spawnSync('npx', ['tsx', 'scripts/setup-data-cli.ts'], { stdio: 'ignore', env: process.env })
  if (seeded.status !== 0) throw new Error('seeding the sample content failed (npm run setup-data)')
  const { setupData } = await import('./setup-data')
  const { SearchIndex } = await import('../src/lib/search/engine')
  const { readSearchIndexes, searchDocuments, searchSettings, searchSite } =
    await import('../src/data/search/siteSearch')
  const { relevanceSet } = await import('../tests/support/relevanceSet')
  type Doc = Awaited<ReturnType<typeof searchDocuments>>[number]
  const { queries: relevance, nothing } = relevanceSet()

  const copies = (docs: Doc[]): Doc[] =>
    Array.from({ length: SCALE }, (_, n) =>
      docs.map((doc) => ({
        ...doc,
        id: `${doc.id}#${n}`,
        title: n ? `${doc.title} ${n}` : doc.title,
        body: n ? `${doc.body} Kopie${n} copy${n} Variante${n}` : doc.body,
      })),
    ).flat()

  let over = false
  let idleOver = false
  await setupData(undefined, async () => {
    for (const lang of ['de', 'en'] as const) {
      // Reading every document through src/data, as a server's first query does (the PDFs' text included),
      // and once more, as every later reading of the index does (each file's text is kept).
      const readStarted = performance.now()
      const sample = await searchDocuments(lang)
      const firstReadMs = performance.now() - readStarted
      const againStarted = performance.now()
      await searchDocuments(lang)
      const againMs = performance.now() - againStarted
      const settings = await searchSettings(lang)
      console.log(
        `${lang} documents read in ${firstReadMs.toFixed(0)} ms the first time, ${againMs.toFixed(0)} ms again; ` +
          `text inside documents: ${sample.filter((doc) => doc.kind === 'document' && doc.body).length} of ` +
          `${sample.filter((doc) => doc.kind === 'document').length}`,
      )
      const queries = [
        ...relevance.filter((row) => row.lang === lang).map((row) => row.q),
        ...nothing.filter((row) => row.lang === lang).map((row) => row.q),
      ]
      if (process.argv.includes('--show')) {
        const index = new SearchIndex(lang)
        index.replace('', sample)
        index.configure(settings)
        for (const q of queries) {
          const { hits, total } = index.query(q, { limit: 3 })
          console.log(
            `${lang} ${JSON.stringify(q)} (${total}): ${hits.map((hit) => `${hit.id} ${hit.title}`).join(' | ')}`,
          )
        }
        continue
      }
      for (const [label, docs] of [
        ['sample', sample],
        [`sample ×${SCALE}`, copies(sample)],
      ] as const) {
        const started = performance.now()
        const index = new SearchIndex(lang)
        index.replace('', docs)
        index.configure(settings)
        const buildMs = performance.now() - started
        // One round unmeasured first, as a running server has answered queries before (compiled code paths).
        for (const q of queries) index.query(q, { limit: 10 })
        const perQuery: number[][] = queries.map(() => [])
        for (let round = 0; round < ROUNDS; round++) {
          queries.forEach((q, i) => {
            index.clearCaches()
            const t0 = performance.now()
            index.query(q, { limit: 10 })
            perQuery[i].push(performance.now() - t0)
          })
        }
        const times = perQuery.flat().sort((a, b) => a - b)
        const medians = perQuery
          .map((rounds) =>
            percentile(
              [...rounds].sort((a, b) => a - b),
              50,
            ),
          )
          .sort((a, b) => a - b)
        const p99 = percentile(medians, 99)
        if (label !== 'sample' && p99 > P99_BUDGET_MS) over = true
        console.log(
          `${lang} ${label.padEnd(10)} ${String(docs.length).padStart(5)} documents: index built in ${buildMs.toFixed(0)} ms; ` +
            `query p50 ${percentile(times, 50).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms of ${times.length} timings; ` +
            `p99 of each query's median ${p99.toFixed(2)} ms (${queries.length} queries, max ${medians[medians.length - 1].toFixed(2)} ms); ` +
            `load average ${os.loadavg()[0].toFixed(1)}`,
        )
      }
    }
    if (process.argv.includes('--show')) return

    // The site's own path: the index read once, then a minute without queries, then a visitor's query.
    await readSearchIndexes()
    await searchSite('Leitstelle', 'de', { limit: 10 })
    console.log(`idle for ${(IDLE_MS / 1000).toFixed(0)} s …`)
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS))
    const t0 = performance.now()
    const first = await searchSite('Digitalfunk Leitstelle', 'de', { limit: 10 })
    const firstMs = performance.now() - t0
    const t1 = performance.now()
    await readSearchIndexes()
    const readMs = performance.now() - t1
    if (firstMs > IDLE_BUDGET_MS) idleOver = true
    console.log(
      `first query after a minute idle: ${firstMs.toFixed(1)} ms (${first.total} results; ` +
        `the index read again in the background, done ${readMs.toFixed(0)} ms later); within ${IDLE_BUDGET_MS} ms: ${firstMs > IDLE_BUDGET_MS ? 'NO' : 'yes'}`,
    )
  })
  if (!kept) fs.rmSync(dataDir, { recursive: true, force: true })
  if (!process.argv.includes('--show'))
    console.log(`p99 of the queries' medians at ×${SCALE} within ${P99_BUDGET_MS} ms: ${over ? 'NO' : 'yes'}`)
  process.exit(over || idleOver ? 1 : 0)
}

main().catch((error) => {
  console.error(error)
  if (!kept) fs.rmSync(dataDir, { recursive: true, force: true })
  process.exit(1)
})
