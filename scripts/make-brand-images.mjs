/**
 * Renders the site's icons from public/favicon.svg: favicon.ico (16, 32 and 48 px, PNG inside), the touch
 * icon for Apple devices (180 px) and the web manifest's icons (192 and 512 px); and the share card of each
 * language (public/share-card.<locale>.png, 1200 × 630: name and claim in the house colours) that link
 * previews show for pages without an image of their own. Run it after changing the SVG or the claim:
 * `node scripts/make-brand-images.mjs`.
 */
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

const publicDir = path.join(import.meta.dirname, '..', 'public')
const svg = fs.readFileSync(path.join(publicDir, 'favicon.svg'))
const png = (size) =>
  sharp(svg, { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png()
    .toBuffer()

/** An ICO file whose images are PNGs (read by every current browser). */
function ico(images) {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(images.length, 4)
  const entries = []
  let offset = 6 + 16 * images.length
  for (const { size, data } of images) {
    const entry = Buffer.alloc(16)
    entry.writeUInt8(size >= 256 ? 0 : size, 0)
    entry.writeUInt8(size >= 256 ? 0 : size, 1)
    entry.writeUInt16LE(1, 4)
    entry.writeUInt16LE(32, 6)
    entry.writeUInt32LE(data.length, 8)
    entry.writeUInt32LE(offset, 12)
    entries.push(entry)
    offset += data.length
  }
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)])
}

const icoSizes = [16, 32, 48]
const icoImages = await Promise.all(icoSizes.map(async (size) => ({ size, data: await png(size) })))
fs.writeFileSync(path.join(publicDir, 'favicon.ico'), ico(icoImages))
for (const [name, size] of [
  ['apple-touch-icon.png', 180],
  ['icon-192.png', 192],
  ['icon-512.png', 512],
])
  fs.writeFileSync(path.join(publicDir, name), await png(size))
const messages = (locale) =>
  JSON.parse(
    fs.readFileSync(
      path.join(import.meta.dirname, '..', 'src', 'i18n', 'messages', locale, 'home.json'),
      'utf8',
    ),
  )
const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
for (const locale of ['de', 'en']) {
  const claim = escape(messages(locale).defaultHeadline)
  const card = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#0b2545"/>
  <path d="M0 500 C 200 380, 340 380, 520 470 S 900 600, 1200 420 L1200 630 L0 630 Z" fill="#13315c"/>
  <path d="M80 250 C 180 120, 260 120, 320 210 S 460 330, 560 150" fill="none" stroke="#f5c400" stroke-width="22" stroke-linecap="round"/>
  <text x="80" y="400" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="96" fill="#ffffff">Sekundenwerk</text>
  <text x="80" y="480" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="48" fill="#f5c400">${claim}</text>
</svg>`
  fs.writeFileSync(
    path.join(publicDir, `share-card.${locale}.png`),
    await sharp(Buffer.from(card)).png().toBuffer(),
  )
}
console.log('icons and share cards written to public/')
