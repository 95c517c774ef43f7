import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import { PDFDocument } from 'pdf-lib'
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * Uploads on S3-compatible object storage, against s3rver on a loopback port: Payload writes the files to the
 * bucket, and the site's server (its request listener, as src/server/main.ts builds it) delivers them. The
 * settings are in the environment before the site's modules are loaded, as at a real start.
 */
const BUCKET = 'sekundenwerk-test'
const bucketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sekundenwerk-s3-'))
const s3rver = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: bucketDir,
  configureBuckets: [{ name: BUCKET, configs: [] }],
})
const { port } = await s3rver.run()
Object.assign(process.env, {
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: `http://127.0.0.1:${port}`,
  S3_REGION: 'eu-central-1',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_FORCE_PATH_STYLE: '1',
})

const { payload } = await import('./helpers')
const { objectStorage, dataDir } = await import('@/lib/env')
const { image, uploadUrl } = await import('@/data/media')
const { bucketMedia } = await import('@/server/bucketMedia')
const { documentText } = await import('@/data/search/documentText')
const { createRequestListener } = await import('@/server/requestListener')
const { parseTrustedProxies } = await import('@/lib/clientAddress')
const cmsApi = await import('@/app/(payload)/cms-api/[...slug]/route')

const bucket = new S3Client(objectStorage!.client)
async function keys(prefix: string): Promise<string[]> {
  const listing = await bucket.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }))
  return (listing.Contents ?? []).map((object) => object.Key!).sort()
}
async function object(key: string): Promise<Buffer> {
  const answer = await bucket.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }))
  return Buffer.from(await answer.Body!.transformToByteArray())
}

/** Next.js, as far as these tests need it: Payload's REST API under /cms-api, 404 for anything else. */
async function nextJs(req: http.IncomingMessage, res: http.ServerResponse) {
  const url = new URL(req.url!, 'http://localhost')
  if (!url.pathname.startsWith('/cms-api/')) {
    res.writeHead(404).end('not found')
    return
  }
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers))
    if (typeof value === 'string') headers.set(name, value)
  const route = req.method === 'HEAD' ? cmsApi.HEAD : cmsApi.GET
  const answer = await route(new Request(url, { method: req.method, headers }), {
    params: Promise.resolve({ slug: url.pathname.split('/').slice(2).map(decodeURIComponent) }),
  })
  res.writeHead(answer.status, Object.fromEntries(answer.headers))
  if (answer.body) Readable.fromWeb(answer.body as import('node:stream/web').ReadableStream).pipe(res)
  else res.end()
}

const name = `s3-probe-${crypto.randomUUID().slice(0, 8)}`
let site: http.Server
let base: string
let mediaId: number | undefined
let documentId: number | undefined

beforeAll(async () => {
  site = http.createServer(
    createRequestListener(nextJs, {
      https: false,
      map: { kind: 'leaflet', tileUrl: 'http://127.0.0.1:1/{z}/{x}/{y}.png', attribution: '' },
      media: bucketMedia(objectStorage!),
      trustedProxies: parseTrustedProxies(undefined),
    }),
  )
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
})

afterAll(async () => {
  // The database is shared with the other test files: leave nothing behind, also after a failure.
  const client = await payload()
  if (mediaId) await client.delete({ collection: 'media', id: mediaId }).catch(() => {})
  if (documentId) await client.delete({ collection: 'documents', id: documentId }).catch(() => {})
  site?.close()
  await s3rver.close()
  fs.rmSync(bucketDir, { recursive: true, force: true })
})

describe('uploads on S3-compatible object storage', () => {
  it('puts an uploaded image and its generated sizes into the bucket under media/, none into DATA_DIR', async () => {
    const png = await sharp({
      create: { width: 1920, height: 1080, channels: 3, background: '#f2c500' },
    })
      .png()
      .toBuffer()
    const doc = await (
      await payload()
    ).create({
      collection: 'media',
      data: { alt: 'S3-Probe' },
      file: { data: png, mimetype: 'image/png', name: `${name}.png`, size: png.length },
    })
    mediaId = doc.id
    expect(await keys(`media/${name}`)).toEqual([
      `media/${name}-1600x900.webp`,
      `media/${name}-480x270.webp`,
      `media/${name}-800x450.webp`,
      `media/${name}.webp`,
    ])
    expect((await sharp(await object(`media/${name}-800x450.webp`)).metadata()).width).toBe(800)
    expect(fs.readdirSync(path.join(dataDir, 'media')).filter((file) => file.startsWith(name))).toEqual([])
  })

  it("delivers it through the site's /media/ URL: the size for the width, image/webp, a year immutable, 304", async () => {
    const { url } = image(await (await payload()).findByID({ collection: 'media', id: mediaId! }), 'card')
    expect(url).toMatch(new RegExp(`^/media/${name}-800x450\\.webp\\?v=[0-9a-z]+$`))

    const narrow = await fetch(`${base}${url}&w=480`)
    expect(narrow.status).toBe(200)
    expect(narrow.headers.get('content-type')).toBe('image/webp')
    expect(narrow.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(narrow.headers.get('x-content-type-options')).toBe('nosniff')
    const bytes = Buffer.from(await narrow.arrayBuffer())
    expect(bytes.equals(await object(`media/${name}-480x270.webp`))).toBe(true)
    expect(Number(narrow.headers.get('content-length'))).toBe(bytes.length)

    const etag = narrow.headers.get('etag')!
    expect(etag).toMatch(/^(W\/)?".+"$/)
    const again = await fetch(`${base}${url}&w=480`, { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
    expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')

    const wide = await fetch(`${base}${url}&w=1600`, { method: 'HEAD' })
    expect(wide.status).toBe(200)
    expect(Number(wide.headers.get('content-length'))).toBe(
      (await object(`media/${name}-1600x900.webp`)).length,
    )
    const unversioned = await fetch(`${base}/media/${name}.webp`)
    expect(unversioned.headers.get('cache-control')).toBe('public, max-age=60')
    expect((await sharp(Buffer.from(await unversioned.arrayBuffer())).metadata()).width).toBe(1920)
    expect((await fetch(`${base}/media/${name}-missing.webp?v=1`)).status).toBe(404)
  })

  it('puts an uploaded PDF into the bucket under documents/ and delivers it through /cms-api', async () => {
    const pdf = await PDFDocument.create()
    pdf.addPage().drawText('Sekundenwerk S3-Probe')
    const bytes = Buffer.from(await pdf.save())
    const doc = await (
      await payload()
    ).create({
      collection: 'documents',
      data: { title: 'S3-Probe' },
      file: { data: bytes, mimetype: 'application/pdf', name: `${name}.pdf`, size: bytes.length },
    })
    documentId = doc.id
    expect(await keys(`documents/${name}`)).toEqual([`documents/${name}.pdf`])
    expect(fs.readdirSync(path.join(dataDir, 'documents')).filter((file) => file.startsWith(name))).toEqual(
      [],
    )

    const href = uploadUrl(doc.url!)
    expect(href).toBe(`/cms-api/documents/file/${name}.pdf`)
    const answer = await fetch(`${base}${href}`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('application/pdf')
    // As from the upload folder: no caching of Payload's own; the proxy decides (deploy/nginx, /cms-api/).
    expect(answer.headers.get('cache-control')).toBeNull()
    expect(Buffer.from(await answer.arrayBuffer()).equals(bytes)).toBe(true)
    expect((await fetch(`${base}${href}`, { method: 'HEAD' })).headers.get('content-length')).toBe(
      String(bytes.length),
    )
    // Search reads the text inside it from the bucket too (src/data/search/documentText.ts).
    expect(await documentText(doc)).toContain('Sekundenwerk S3-Probe')
  })

  it('removes the objects of a deleted image and document, and their URLs answer 404', async () => {
    const client = await payload()
    await client.delete({ collection: 'media', id: mediaId! })
    mediaId = undefined
    await client.delete({ collection: 'documents', id: documentId! })
    documentId = undefined
    expect(await keys(`media/${name}`)).toEqual([])
    expect(await keys(`documents/${name}`)).toEqual([])
    expect((await fetch(`${base}/media/${name}-800x450.webp?v=1`)).status).toBe(404)
    expect((await fetch(`${base}/cms-api/documents/file/${name}.pdf`)).status).toBe(404)
  })
})

describe('sealed application documents on S3-compatible object storage', () => {
  it('go into the bucket under applications/ only sealed, in parts, and come back byte for byte', async () => {
    const { applicationFileStore } = await import('@/lib/applications/files')
    const { newRecordKey } = await import('@/lib/sealed/valueSealing')
    const store = applicationFileStore()
    const key = newRecordKey()
    // Larger than one 5 MB part of the multipart upload, and marked so that a plain copy would be found.
    const plain = Buffer.concat([
      Buffer.from('%PDF-1.7\n'),
      Buffer.from('Lebenslauf Bucket-Bewerberin-0815 '.repeat(200_000)),
    ])
    const stored = `${name}-cv`
    const context = 'applications|BW-2026-S3PROBE1|file:0'
    expect(await store.put(stored, Readable.from([plain]), key, context)).toBe(plain.length)
    expect(await keys(`applications/${stored}`)).toEqual([`applications/${stored}`])
    expect((await object(`applications/${stored}`)).includes('Bucket-Bewerberin-0815')).toBe(false)
    const onDisk = fs
      .readdirSync(bucketDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => fs.readFileSync(path.join(entry.parentPath, entry.name)))
    expect(onDisk.length).toBeGreaterThan(0)
    expect(onDisk.some((bytes) => bytes.includes('Bucket-Bewerberin-0815'))).toBe(false)
    const chunks: Buffer[] = []
    for await (const chunk of await store.get(stored, key, context)) chunks.push(chunk as Buffer)
    expect(Buffer.concat(chunks).equals(plain)).toBe(true)
    await expect(
      (async () => {
        for await (const _ of await store.get(stored, newRecordKey(), context)) void _
      })(),
    ).rejects.toThrow()
    await store.remove(stored)
    expect(await keys(`applications/${stored}`)).toEqual([])
  })
})

describe('whistleblower files on S3-compatible object storage', () => {
  it('seals a report’s file into the bucket under whistleblower-files/, none into DATA_DIR, and removes it with the case', async () => {
    const { POST: reportRoute } = await import('@/app/api/EmailHinweisgeberschutzSend/route')
    const { GET: challengeRoute } = await import('@/app/api/captcha/challenge/route')
    const { solveHumanCheck } = await import('../support/humanCheck')
    const { attach, field, multipart } = await import('../support/multipart')
    const secret = `Beweis im Eimer ${name}`
    const challenge = await challengeRoute(
      new Request('http://localhost/api/captcha/challenge?form=whistleblower'),
    )
    const { body, type } = multipart([
      field('subject', `Bucket ${name}`),
      field('message', `Hinweis ${name}`),
      field('gRecaptchaResponse', await solveHumanCheck(await challenge.json())),
      attach(Buffer.from(secret), 'notiz.txt', 'text/plain'),
    ])
    const response = await reportRoute(
      new Request('http://localhost/api/EmailHinweisgeberschutzSend', {
        method: 'POST',
        headers: { 'content-type': type, 'x-forwarded-for': '192.0.2.77' },
        body: new Uint8Array(body),
      }),
    )
    expect(response.status).toBe(201)
    const { caseNumber } = (await response.json()) as { caseNumber: string }
    const client = await payload()
    const [row] = (
      await client.find({
        collection: 'whistleblower-files',
        overrideAccess: true,
        where: { caseNumber: { equals: caseNumber } },
      })
    ).docs
    const key = `whistleblower-files/${row.storedName}`
    expect(await keys('whistleblower-files/')).toContain(key)
    expect((await object(key)).includes(Buffer.from(secret))).toBe(false)
    expect(fs.existsSync(path.join(dataDir, 'whistleblower-files', row.storedName))).toBe(false)
    await client.delete({
      collection: 'whistleblower-reports',
      overrideAccess: true,
      where: { caseNumber: { equals: caseNumber } },
    })
    expect(await keys('whistleblower-files/')).not.toContain(key)
  })
})
