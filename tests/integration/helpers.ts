import config from '@payload-config'
import { getPayload } from 'payload'
import sharp from 'sharp'

export const payload = () => getPayload({ config })

export function get(path: string): Request {
  return new Request(`http://localhost${path}`)
}

export function post(path: string, body: unknown, contentType = 'application/json'): Request {
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

export function params<T extends Record<string, string>>(value: T) {
  return { params: Promise.resolve(value) }
}

/** A small WebP image uploaded to the media collection, with its German alt text. */
export async function uploadTestImage(name: string, alt: string, background = '#224466') {
  const data = await sharp({ create: { width: 640, height: 360, channels: 3, background } })
    .webp()
    .toBuffer()
  return (await payload()).create({
    collection: 'media',
    data: { alt },
    file: { data, mimetype: 'image/webp', name: `${name}.webp`, size: data.length },
  })
}
