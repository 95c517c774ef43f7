import config from '@payload-config'
import { getPayload } from 'payload'

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
