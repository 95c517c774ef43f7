import { describe, expect, it, vi } from 'vitest'
import { idSchema } from '@/lib/api'
import { honestCmsApi } from '@/lib/cmsApi'
import { knownDevice, deviceCookie } from '@/lib/auth/signInDevice'
import { logFailedSignIn } from '@/lib/auth/signInLog'
import { isAllowedLink } from '@/lib/linkTargets'
import { sitePath } from '@/lib/paths'
import { refusalOf } from '@/server/refusal'

describe('a path of this site, as a browser reads it', () => {
  it.each([
    ['/kontakt', '/kontakt'],
    ['/karriere?x=1#jobs', '/karriere?x=1#jobs'],
    ['/a/../b', '/b'],
    ['/kontakt\r\nSet-Cookie: x=1', '/kontaktSet-Cookie:%20x=1'],
    ['/aktuelles/\u3002x', '/aktuelles/%E3%80%82x'],
    ['/\t/evil.example', null],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['https://evil.example/', null],
    ['kontakt', null],
  ])('%j → %j', (value, expected) => {
    expect(sitePath(value)).toBe(expected)
  })
})

describe('requests refused before Next.js', () => {
  it.each([
    ['TRACE', '/', 405],
    ['PROPFIND', '/api/health', 405],
    ['POST', '/kontakt', 405],
    ['GET', '/kontakt/%ff', 400],
    ['GET', '/a%00b', 400],
    ['GET', '//evil.example/', 400],
    ['GET', '*', 400],
    ['GET', 'http://evil.example/', 400],
    ['POST', '/api/../kontakt', 405],
    ['POST', '/admin/collections/news', 405],
  ])('%s %s → %i', (method, url, status) => {
    expect(refusalOf(method, url)?.status).toBe(status)
  })

  it('takes a POST to the admin as a server action only', () => {
    expect(refusalOf('POST', '/admin', 'abc')?.status).toBe(405)
    expect(refusalOf('POST', '/admin', '7f'.repeat(21))).toBeNull()
  })

  it.each([
    ['GET', '/kontakt?x=%ff'],
    ['POST', '/api/EmailSend'],
    ['DELETE', '/cms-api/news/1'],
    ['HEAD', '/media/a.png?v=1'],
  ])('%s %s passes', (method, url) => {
    expect(refusalOf(method, url)).toBeNull()
  })
})

describe('link targets an editor may save', () => {
  it.each([
    'https://www.example.org/a?b#c',
    'http://example.org',
    'mailto:a@example.org',
    'tel:+49 30 123',
    '/kontakt',
  ])('%s is allowed', (href) => expect(isAllowedLink(href)).toBe(true))
  it.each([
    'javascript:alert(1)',
    ' https://example.org',
    'data:text/html,x',
    '//evil.example',
    '/\\evil',
    'ftp://x',
    // A site path typed without its leading slash (saved once in the popup) would lead below the current page.
    'aktuelles/news/13',
  ])('%j is refused', (href) => expect(isAllowedLink(href)).toBe(false))
})

describe('record ids in a body or query', () => {
  it('takes text and numbers by one rule', () => {
    for (const id of ['0', 0, '-1', -1, '1.5', 1.5, 'abc', '1234567890', 1e21])
      expect(idSchema.safeParse(id).success).toBe(false)
    expect(idSchema.parse('42')).toBe(42)
    expect(idSchema.parse(42)).toBe(42)
  })
})

describe('a browser an account signed in with', () => {
  it('is known for that account only, and not with a forged cookie', () => {
    const cookie = deviceCookie('a@example.org').split(';')[0]
    expect(knownDevice(`x=1; ${cookie}`, 'a@example.org')).toMatch(/^[\w-]+$/)
    expect(knownDevice(cookie, 'b@example.org')).toBeNull()
    expect(knownDevice(`${cookie}x`, 'a@example.org')).toBeNull()
    expect(knownDevice(null, 'a@example.org')).toBeNull()
  })
})

describe('the log of failed sign-ins', () => {
  it('writes at most ten lines a minute and counts the rest into the next', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const start = 1_000_000_000_000
    for (let i = 0; i < 40; i++) logFailedSignIn('wrong password or unknown e-mail', start + i)
    expect(warn).toHaveBeenCalledTimes(10)
    logFailedSignIn('wrong password or unknown e-mail', start + 61_000)
    expect(warn).toHaveBeenLastCalledWith(
      '[sign-in] failed: wrong password or unknown e-mail (30 more before this were not logged)',
    )
    warn.mockRestore()
  })
})

describe('Payload’s API for a stranger’s multipart body', () => {
  it('answers one it cannot read with 400 before Payload sees it, and passes a readable one', async () => {
    const payload = vi.fn(async () => new Response(null, { status: 403 }))
    const api = honestCmsApi(payload, async () => true)
    const unreadable = new Request('http://site.invalid/cms-api/media', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data' },
      body: '\u0000\u0001',
    })
    expect((await api(unreadable, {})).status).toBe(400)
    expect(payload).not.toHaveBeenCalled()
    const form = new FormData()
    form.append('alt', 'Bild')
    const readable = new Request('http://site.invalid/cms-api/media', { method: 'POST', body: form })
    expect((await api(readable, {})).status).toBe(403)
    expect(payload).toHaveBeenCalledTimes(1)
  })

  it('answers JSON in the query it cannot read with 400 before Payload sees it', async () => {
    const payload = vi.fn(async () => new Response(null, { status: 200 }))
    const api = honestCmsApi(payload, async () => true)
    expect((await api(new Request('http://site.invalid/cms-api/news?where=abc'), {})).status).toBe(400)
    expect((await api(new Request('http://site.invalid/cms-api/news?data=%7B'), {})).status).toBe(400)
    expect(payload).not.toHaveBeenCalled()
    const where = encodeURIComponent(JSON.stringify({ id: { equals: 1 } }))
    expect((await api(new Request(`http://site.invalid/cms-api/news?where=${where}`), {})).status).toBe(200)
    expect((await api(new Request('http://site.invalid/cms-api/news?where[id][equals]=1'), {})).status).toBe(
      200,
    )
  })
})
