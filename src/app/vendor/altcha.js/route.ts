import fs from 'node:fs/promises'
import path from 'node:path'

/** The human-check widget, served by the site itself (no third-party request); loaded only by form pages. */
const file = path.join(process.cwd(), 'node_modules', 'altcha', 'dist', 'main', 'altcha.min.js')

export const dynamic = 'force-static'

export async function GET() {
  const script = await fs.readFile(file)
  return new Response(script, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
    },
  })
}
