// First-load JavaScript of a page: every script the HTML references, summed gzip size.
// Usage: node scripts/bench-first-load-js.mjs http://localhost:3000/ [more URLs]
import zlib from 'node:zlib'

for (const url of process.argv.slice(2)) {
  const html = await (await fetch(url)).text()
  const scripts = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]))]
  let raw = 0
  let gzip = 0
  for (const src of scripts) {
    const body = Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer())
    raw += body.length
    gzip += zlib.gzipSync(body, { level: 9 }).length
  }
  console.log(
    `${url}: ${scripts.length} scripts, ${(raw / 1024).toFixed(1)} kB raw, ${(gzip / 1024).toFixed(1)} kB gzip`,
  )
}
