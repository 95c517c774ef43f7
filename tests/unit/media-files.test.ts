import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { parseTrustedProxies } from '@/lib/clientAddress'
import imageLoader from '@/lib/imageLoader'
import { mediaFileName, mediaUrl, pickVariant } from '@/lib/mediaFiles'
import { folderMedia } from '@/server/folderMedia'
import type { MediaStore } from '@/server/mediaFiles'
import { createRequestListener } from '@/server/requestListener'

const FILES = [
  'news-2.webp',
  'news-2-480x270.webp',
  'news-2-800x450.webp',
  'news-2-1600x900.webp',
  'news-20.webp',
]

describe('uploads as files in the sizes Payload generated', () => {
  it('names an upload with its version, and next/image asks for a width there; other images stay as they are', () => {
    const url = mediaUrl('news-2-800x450.webp', '2026-11-23T08:00:00.000Z')
    expect(url).toBe(`/media/news-2-800x450.webp?v=${Date.parse('2026-11-23T08:00:00.000Z').toString(36)}`)
    expect(imageLoader({ src: url, width: 480 })).toBe(`${url}&w=480`)
    expect(imageLoader({ src: '/placeholder.svg', width: 480 })).toBe('/placeholder.svg')
    // Under UPLOADS_PUBLIC_URL (a CDN in front of the site) the same paths, so the same widths.
    const cdn = `https://cdn.sekundenwerk.example${url}`
    expect(imageLoader({ src: cdn, width: 800 })).toBe(`${cdn}&w=800`)
    expect(imageLoader({ src: 'https://cdn.sekundenwerk.example/logo.svg', width: 800 })).toBe(
      'https://cdn.sekundenwerk.example/logo.svg',
    )
  })

  it('names images and documents under UPLOADS_PUBLIC_URL when it is set, with the same paths', async () => {
    vi.stubEnv('UPLOADS_PUBLIC_URL', 'https://cdn.sekundenwerk.example/')
    vi.resetModules()
    try {
      const { image, uploadUrl } = await import('@/data/media')
      const updatedAt = '2026-11-23T08:00:00.000Z'
      expect(image({ filename: 'news-2.webp', updatedAt, alt: 'Bild' }).url).toBe(
        `https://cdn.sekundenwerk.example${mediaUrl('news-2.webp', updatedAt)}`,
      )
      expect(uploadUrl('http://localhost:3000/cms-api/documents/file/agb.pdf?prefix=documents')).toBe(
        'https://cdn.sekundenwerk.example/cms-api/documents/file/agb.pdf',
      )
    } finally {
      vi.unstubAllEnvs()
      vi.resetModules()
    }
    const { image, uploadUrl } = await import('@/data/media')
    expect(image({ filename: 'news-2.webp', updatedAt: 'x', alt: '' }).url).toBe('/media/news-2.webp')
    expect(uploadUrl('http://localhost:3000/cms-api/documents/file/agb.pdf?prefix=documents')).toBe(
      '/cms-api/documents/file/agb.pdf',
    )
  })

  it('picks the narrowest generated size at least as wide, else the original, and only of the same upload', () => {
    expect(pickVariant('news-2-800x450.webp', 300, FILES)).toBe('news-2-480x270.webp')
    expect(pickVariant('news-2-800x450.webp', 480, FILES)).toBe('news-2-480x270.webp')
    expect(pickVariant('news-2-800x450.webp', 800, FILES)).toBe('news-2-800x450.webp')
    expect(pickVariant('news-2.webp', 1200, FILES)).toBe('news-2-1600x900.webp')
    expect(pickVariant('news-2-800x450.webp', 3840, FILES)).toBe('news-2.webp')
    expect(pickVariant('news-20.webp', 480, FILES)).toBe('news-20.webp')
    expect(pickVariant('news-2-800x450.webp', null, FILES)).toBe('news-2-800x450.webp')
  })

  it('accepts only plain file names', () => {
    expect(mediaFileName('/media/news-2.webp')).toBe('news-2.webp')
    for (const bad of [
      '/media/..%2fsite.db',
      '/media/.payload-secret',
      '/media/a/b.webp',
      '/media/%E0%A4%A',
      '/media/',
    ])
      expect(mediaFileName(bad)).toBeNull()
  })
})

describe('the site server sends uploads from the folder, over HTTP', () => {
  let server: http.Server
  let base: string
  let folder: string
  let nextSaw: string[] = []
  beforeAll(async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'media-files-'))
    for (const [index, file] of FILES.entries())
      fs.writeFileSync(path.join(folder, file), `image ${index} ${file}`)
    fs.writeFileSync(path.join(path.dirname(folder), 'outside.webp'), 'outside')
    const listener = createRequestListener(
      (req, res) => {
        nextSaw.push(req.url!)
        res.statusCode = 404
        res.end('not found')
      },
      {
        https: false,
        map: { kind: 'leaflet', tileUrl: 'http://127.0.0.1:1/{z}/{x}/{y}.png', attribution: '' },
        media: folderMedia(folder),
        trustedProxies: parseTrustedProxies(undefined),
      },
    )
    server = http.createServer(listener)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => {
    server.close()
    fs.rmSync(folder, { recursive: true, force: true })
  })

  it('answers a versioned size with the file, cached for a year as immutable, with an ETag and the headers', async () => {
    nextSaw = []
    const response = await fetch(`${base}/media/news-2-800x450.webp?v=abc&w=480`)
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('image 1 news-2-480x270.webp')
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
    const again = await fetch(`${base}/media/news-2-800x450.webp?v=abc&w=480`, {
      headers: { 'If-None-Match': response.headers.get('etag')! },
    })
    expect(again.status).toBe(304)
    const unversioned = await fetch(`${base}/media/news-2.webp`)
    expect(unversioned.headers.get('cache-control')).toBe('public, max-age=60')
    expect(nextSaw).toEqual([])
  })

  it('leaves missing files and anything outside the folder to Next.js (its 404)', async () => {
    nextSaw = []
    for (const url of ['/media/missing.webp', '/media/..%2foutside.webp', '/media/%2e%2e%2foutside.webp']) {
      const response = await fetch(`${base}${url}`)
      expect(response.status).toBe(404)
      expect(await response.text()).toBe('not found')
    }
    expect(nextSaw).toHaveLength(3)
  })
})

describe('an upload store that does not answer', () => {
  it('answers 503 that nobody caches, says why in the log, and does not ask Next.js', async () => {
    const unreachable: MediaStore = {
      namesLike: async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:9000')
      },
      read: async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:9000')
      },
    }
    const nextSaw: string[] = []
    const logged: unknown[] = []
    const error = console.error
    console.error = (...args: unknown[]) => void logged.push(args.join(' '))
    const server = http.createServer(
      createRequestListener((req, res) => (nextSaw.push(req.url!), res.end()), {
        https: false,
        map: { kind: 'leaflet', tileUrl: 'http://127.0.0.1:1/{z}/{x}/{y}.png', attribution: '' },
        media: unreachable,
        trustedProxies: parseTrustedProxies(undefined),
      }),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      for (const url of ['/media/news-2.webp?v=abc', '/media/news-2.webp?v=abc&w=480']) {
        const response = await fetch(`${base}${url}`)
        expect(response.status).toBe(503)
        expect(response.headers.get('cache-control')).toBe('no-store')
      }
      expect(nextSaw).toEqual([])
      expect(logged).toEqual([
        '[media] the upload store did not answer: connect ECONNREFUSED 127.0.0.1:9000',
        '[media] the upload store did not answer: connect ECONNREFUSED 127.0.0.1:9000',
      ])
    } finally {
      console.error = error
      server.close()
    }
  })
})
