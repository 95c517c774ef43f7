import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell' })
const page = await browser.newPage({ viewport: { width: 412, height: 823 } })
const seen = []
page.on('requestfinished', async (request) => {
  if (request.resourceType() !== 'script') return
  const sizes = await request.sizes()
  seen.push([new URL(request.url()).pathname, sizes.responseBodySize + sizes.responseHeadersSize])
})
await page.goto('http://localhost:3300' + process.argv[2], { waitUntil: 'load' })
await page.waitForTimeout(6000)
let total = 0
for (const [path, size] of seen) { total += size; console.log(size, path) }
console.log('total', total)
await browser.close()
