/**
 * Renders the looping hero video of the digital-alerting page (public/videos/digitale-alarmierung.webm)
 * from our own canvas animation, recorded by Chromium's MediaRecorder: no footage is downloaded.
 * Run once after changing the animation: node scripts/make-hero-video.mjs
 */
import fs from 'node:fs'
import { chromium } from '@playwright/test'

const SECONDS = 6
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--autoplay-policy=no-user-gesture-required'],
})
const page = await browser.newPage()
const base64 = await page.evaluate(async (seconds) => {
  const canvas = document.createElement('canvas')
  canvas.width = 960
  canvas.height = 540
  document.body.append(canvas)
  const ctx = canvas.getContext('2d')
  const draw = (t) => {
    ctx.fillStyle = '#0b2545'
    ctx.fillRect(0, 0, 960, 540)
    // Alert rings spreading from a transmitter, one cycle per 2 s, so the clip loops seamlessly.
    for (let ring = 0; ring < 3; ring++) {
      const phase = (((t / 2000 + ring / 3) % 1) + 1) % 1
      ctx.beginPath()
      ctx.arc(700, 230, 30 + phase * 420, 0, Math.PI * 2)
      ctx.strokeStyle = `rgba(245, 196, 0, ${0.7 * (1 - phase)})`
      ctx.lineWidth = 6
      ctx.stroke()
    }
    ctx.fillStyle = '#f5c400'
    ctx.fillRect(680, 200, 40, 70)
    ctx.fillStyle = '#0b2545'
    ctx.fillRect(688, 210, 24, 18)
    // Two wave lines drifting left, period 960 px per 6 s.
    for (const [colour, amplitude, y, width] of [
      ['rgba(255,255,255,0.25)', 28, 430, 4],
      ['#f5c400', 40, 460, 8],
    ]) {
      ctx.beginPath()
      for (let x = 0; x <= 960; x += 8) {
        const yy = y + amplitude * Math.sin(((x + (t / (seconds * 1000)) * 960) / 960) * Math.PI * 4)
        if (x === 0) ctx.moveTo(x, yy)
        else ctx.lineTo(x, yy)
      }
      ctx.strokeStyle = colour
      ctx.lineWidth = width
      ctx.stroke()
    }
  }
  const stream = canvas.captureStream(30)
  const recorder = new MediaRecorder(stream, {
    mimeType: 'video/webm;codecs=vp9',
    videoBitsPerSecond: 600_000,
  })
  const chunks = []
  recorder.ondataavailable = (event) => chunks.push(event.data)
  const done = new Promise((resolve) => (recorder.onstop = resolve))
  const start = performance.now()
  recorder.start()
  await new Promise((resolve) => {
    const frame = () => {
      const t = performance.now() - start
      draw(t)
      if (t < seconds * 1000) requestAnimationFrame(frame)
      else resolve()
    }
    requestAnimationFrame(frame)
  })
  recorder.stop()
  await done
  const buffer = await new Blob(chunks, { type: 'video/webm' }).arrayBuffer()
  let binary = ''
  for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte)
  return btoa(binary)
}, SECONDS)
await browser.close()
const out = new URL('../public/videos/digitale-alarmierung.webm', import.meta.url)
fs.writeFileSync(out, Buffer.from(base64, 'base64'))
console.log(`wrote ${out.pathname} (${fs.statSync(out).size} bytes)`)
