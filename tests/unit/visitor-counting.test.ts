import { afterEach, describe, expect, it, vi } from 'vitest'
import { countsOf, normalisePath, type Observation } from '@/lib/views/observation'
import { LOG_MARK, parseLogLine } from '@/lib/views/logLine'
import { referrerHost } from '@/lib/views/referrer'
import { countRemembered, factsOf } from '@/lib/views/remembered'
import { addTallies, firstDailyDay, returnPending, siteDay, takePending } from '@/lib/views/tally'
import { deviceClass, isRobot } from '@/lib/views/userAgent'

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36'
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

const page = (overrides: Partial<Observation> = {}): Observation => ({
  method: 'GET',
  target: '/aktuelles/news',
  status: 200,
  contentType: 'text/html; charset=utf-8',
  host: 'www.sekundenwerk.example',
  userAgent: FIREFOX,
  referer: '',
  rsc: false,
  prefetch: false,
  signedIn: false,
  ...overrides,
})

describe('user agents', () => {
  it('tells robots, tools and empty agents from browsers', () => {
    for (const agent of [GOOGLEBOT, 'curl/8.5.0', '', 'Mozilla/5.0 (X11) HeadlessChrome/126.0', 'node'])
      expect(isRobot(agent), agent).toBe(true)
    for (const agent of [FIREFOX, IPHONE, IPAD, ANDROID_PHONE, ANDROID_TABLET])
      expect(isRobot(agent), agent).toBe(false)
  })

  it('classes devices coarsely', () => {
    expect(deviceClass(FIREFOX)).toBe('desktop')
    expect(deviceClass(IPHONE)).toBe('mobile')
    expect(deviceClass(ANDROID_PHONE)).toBe('mobile')
    expect(deviceClass(IPAD)).toBe('tablet')
    expect(deviceClass(ANDROID_TABLET)).toBe('tablet')
  })
})

describe('referrers', () => {
  it('keeps the host alone, and nothing for the site itself or no address', () => {
    expect(referrerHost('https://www.google.com/search?q=leitstelle+berlin', 'x.example')).toBe('google.com')
    expect(referrerHost('https://news.example.org/a/b?token=secret', 'x.example')).toBe('news.example.org')
    expect(referrerHost('https://www.sekundenwerk.example/kontakt', 'www.sekundenwerk.example:443')).toBe('')
    expect(referrerHost('android-app://com.slack', 'x.example')).toBe('')
    expect(referrerHost('not a url', 'x.example')).toBe('')
    expect(referrerHost('', 'x.example')).toBe('')
  })
})

describe('what a request counts', () => {
  it('a document: its path, language, referrer host and device class, nothing of the query', () => {
    expect(
      countsOf(
        page({ target: '/en/news/?utm_source=x', referer: 'https://www.bing.com/', userAgent: IPHONE }),
      ),
    ).toEqual([
      { kind: 'view', subject: '/en/news', language: 'en', referrerHost: 'bing.com', device: 'mobile' },
    ])
    expect(countsOf(page({ target: '/' }))[0]).toMatchObject({ subject: '/', language: 'de' })
  })

  it('a client navigation (RSC) and a 304 count; prefetches, robots, staff, HEAD and other answers do not', () => {
    const rsc = page({
      target: '/kontakt?_rsc=abc',
      contentType: 'text/x-component',
      rsc: true,
      referer: 'https://www.sekundenwerk.example/',
    })
    expect(countsOf(rsc)).toEqual([
      { kind: 'view', subject: '/kontakt', language: 'de', referrerHost: '', device: 'desktop' },
    ])
    expect(countsOf(page({ status: 304, contentType: '' }))).toHaveLength(1)
    expect(countsOf({ ...rsc, prefetch: true })).toEqual([])
    expect(countsOf(page({ userAgent: GOOGLEBOT }))).toEqual([])
    expect(countsOf(page({ signedIn: true }))).toEqual([])
    expect(countsOf(page({ method: 'HEAD' }))).toEqual([])
    expect(countsOf(page({ status: 307 }))).toEqual([])
    expect(countsOf(page({ status: 500 }))).toEqual([])
    expect(countsOf(page({ contentType: 'application/json' }))).toEqual([])
  })

  it('no API, admin, asset, file or whistleblower path counts', () => {
    for (const target of [
      '/api/news',
      '/admin',
      '/_next/static/a.js',
      '/cms-api/media/file/x.webp',
      '/sitemap.xml',
      '/favicon.ico',
      '/hinweisgeberschutz',
      '/en/hinweisgeberschutz/meldung',
    ])
      expect(countsOf(page({ target })), target).toEqual([])
  })

  it('a 404: its path and where the broken link was, no device', () => {
    expect(
      countsOf(page({ status: 404, target: '/alte-seite', referer: 'https://partner.example/links' })),
    ).toEqual([
      {
        kind: 'notFound',
        subject: '/alte-seite',
        language: 'de',
        referrerHost: 'partner.example',
        device: '',
      },
    ])
  })

  it('a search: the results page and its term, folded', () => {
    expect(countsOf(page({ target: '/en/suche?q=%20Leitstelle%20%20BERLIN' }))).toEqual([
      { kind: 'view', subject: '/en/suche', language: 'en', referrerHost: '', device: 'desktop' },
      { kind: 'search', subject: 'leitstelle berlin', language: 'en', referrerHost: '', device: '' },
    ])
    expect(countsOf(page({ target: '/suche?q=' }))).toHaveLength(1)
  })

  it("the back/forward-cache beacon counts its page's view, without its search", () => {
    const beacon = page({
      method: 'POST',
      status: 204,
      contentType: '',
      target: '/api/views?p=%2Fsuche%3Fq%3Dx',
    })
    expect(countsOf(beacon)).toEqual([
      { kind: 'view', subject: '/suche', language: 'de', referrerHost: '', device: 'desktop' },
    ])
    expect(countsOf({ ...beacon, target: '/api/views?p=https%3A%2F%2Fevil.example%2F' })).toEqual([])
    expect(countsOf({ ...beacon, userAgent: GOOGLEBOT })).toEqual([])
  })

  it('paths are bounded and decoded', () => {
    expect(normalisePath('//a//b/')).toBe('/a/b')
    expect(normalisePath('/%C3%BCber')).toBe('/über')
    expect(normalisePath(`/${'x'.repeat(500)}`)).toHaveLength(200)
  })
})

describe("the proxy's view log", () => {
  const line = (fields: string[]) => `<190>Nov 26 06:34:12 sekundenwerk: ${LOG_MARK}\t${fields.join('\t')}`

  it('reads a line as an observation', () => {
    const observation = parseLogLine(
      line([
        'GET',
        '200',
        '0',
        '',
        '',
        'text/html; charset=utf-8',
        'www.sekundenwerk.example',
        '/kontakt',
        'Mozilla/5.0 \\"quoted\\"',
        'https://duckduckgo.com/',
      ]),
    )
    expect(observation).toEqual({
      method: 'GET',
      status: 200,
      signedIn: false,
      rsc: false,
      prefetch: false,
      contentType: 'text/html; charset=utf-8',
      host: 'www.sekundenwerk.example',
      target: '/kontakt',
      userAgent: 'Mozilla/5.0 "quoted"',
      referer: 'https://duckduckgo.com/',
    })
  })

  it('reads the signed-in, RSC and prefetch marks, and refuses what is not its line', () => {
    const observation = parseLogLine(line(['GET', '200', '1', '1', 'prefetch', '-', 'h', '/', 'a', '']))
    expect(observation).toMatchObject({ signedIn: true, rsc: true, prefetch: true, contentType: '' })
    expect(parseLogLine('<190>Nov 26 other: GET / 200')).toBeNull()
    expect(parseLogLine(line(['GET', 'x', '0']))).toBeNull()
  })
})

describe('counts waiting in memory', () => {
  afterEach(() => void takePending())

  it('adds up per key and day, and a failed write gives them back', () => {
    const now = new Date('2026-11-26T23:30:00Z') // already the 27th in Berlin
    const tally = { kind: 'view', subject: '/', language: 'de', referrerHost: '', device: 'mobile' } as const
    addTallies([tally], now)
    addTallies([tally, { ...tally, device: 'desktop' }], now)
    const rows = takePending()
    expect(rows).toEqual([
      { ...tally, period: 'day', date: '2026-11-27', count: 2 },
      { ...tally, device: 'desktop', period: 'day', date: '2026-11-27', count: 1 },
    ])
    expect(takePending()).toEqual([])
    returnPending(rows)
    addTallies([tally], now)
    expect(takePending()[0].count).toBe(3)
  })

  it('adds the same tally on the next day under that day', () => {
    const tally = { kind: 'view', subject: '/', language: 'de', referrerHost: '', device: 'mobile' } as const
    addTallies([tally], new Date('2026-11-26T12:00:00Z'))
    addTallies([tally], new Date('2026-11-27T12:00:00Z'), 4)
    addTallies([tally], new Date('2026-11-26T13:00:00Z'))
    expect(takePending().map((row) => `${row.date} ${row.count}`)).toEqual(['2026-11-26 2', '2026-11-27 4'])
  })

  it('classifies a request once and counts the next ones alike without doing it again', () => {
    const now = new Date('2026-11-26T12:00:00Z')
    const observe = vi.fn(() => page({ target: '/kontakt' }))
    const facts = factsOf(observe())
    observe.mockClear()
    countRemembered(facts, observe, now)
    countRemembered(facts, observe, now, 2)
    expect(observe).toHaveBeenCalledTimes(1)
    // Facts that differ in anything countsOf reads are another request: a robot's here, counting nothing.
    const robot = page({ target: '/kontakt', userAgent: GOOGLEBOT })
    expect(factsOf(robot)).not.toBe(facts)
    countRemembered(factsOf(robot), () => robot, now)
    countRemembered('not a request', () => null, now)
    expect(takePending().map((row) => `${row.subject} ${row.count}`)).toEqual(['/kontakt 3'])
    // A request too long to keep is classified every time, and counted all the same.
    const long = page({ target: `/suche?q=${'x'.repeat(2000)}` })
    const observeLong = vi.fn(() => long)
    for (let i = 0; i < 2; i++) countRemembered(factsOf(long), observeLong, now)
    expect(observeLong).toHaveBeenCalledTimes(2)
    expect(takePending().map((row) => `${row.kind} ${row.count}`)).toEqual(['view 2', 'search 2'])
  })

  it('keeps days for 25 months, from the first of a month', () => {
    expect(siteDay(new Date('2026-11-26T12:00:00Z'))).toBe('2026-11-26')
    expect(firstDailyDay(new Date('2026-11-26T12:00:00Z'))).toBe('2024-10-01')
    expect(firstDailyDay(new Date('2026-01-05T12:00:00Z'))).toBe('2023-12-01')
  })
})
