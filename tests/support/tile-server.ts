/**
 * A map tile server for the end-to-end tests (no test may need the internet): every /{z}/{x}/{y}.png answers
 * one 256 px tile in the site's map grey with a grid line, so the map looks like a map and Leaflet loads it.
 * Usage: `npx tsx tests/support/tile-server.ts <port>`.
 */
import http from 'node:http'
import sharp from 'sharp'

const port = Number(process.argv[2] || process.env.E2E_TILE_PORT || 3199)

const grid = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#e4e9ee"/><path d="M0 0.5H256M0.5 0V256" stroke="#c9d2db"/></svg>`,
)

async function main() {
  const tile = await sharp(grid).png().toBuffer()
  http
    .createServer((request, response) => {
      if (!/^\/\d+\/\d+\/\d+\.png$/.test(request.url ?? '')) {
        response.writeHead(404).end()
        return
      }
      response.writeHead(200, { 'Content-Type': 'image/png', 'Cache-Control': 'no-store' }).end(tile)
    })
    .listen(port, '127.0.0.1', () => console.log(`[tile-server] http://127.0.0.1:${port}/{z}/{x}/{y}.png`))
}

main().catch((error) => {
  console.error('[tile-server] failed:', error)
  process.exit(1)
})
