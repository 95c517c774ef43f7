import { afterEach, describe, expect, it, vi } from 'vitest'
import { clientOf, withinViewRate } from '@/lib/views/clientRate'
import { countsOf, isPersonalTerm, normalisePath, type Observation } from '@/lib/views/observation'
import { LOG_MARK, parseLogLine } from '@/lib/views/logLine'
import { referrerHost } from '@/lib/views/referrer'
import { viewedPage } from '@/lib/views/servedPages'
import { countRemembered, factsOf } from '@/lib/views/remembered'
import { addTallies, firstDailyDay, returnPending, siteDay, takePending } from '@/lib/views/tally'
import {
  VIEW_CLIENT_RATE_PER_MINUTE,
  VIEW_CLIENTS_PER_MINUTE_MAX,
  VIEW_PENDING_KEYS_MAX,
} from '@/lib/constants'
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

  it('keeps only a host name that is not the site’s, whatever Host the request named', () => {
    // The site's public address (SITE_URL) is its own, also when a request named another Host.
    expect(
      referrerHost('https://www.sekundenwerk.example/', '10.0.0.5:3000', ['www.sekundenwerk.example']),
    ).toBe('')
    expect(
      referrerHost('https://sekundenwerk.example./x', 'x.example', ['www.sekundenwerk.example:443']),
    ).toBe('')
    // Forged values that are no host name are dropped, not shown as a source.
    for (const forged of [
      'https://a..b/',
      'https://x/',
      'https://-evil-.example/',
      'https://%3Cscript%3E.example/',
      `https://${'a'.repeat(120)}.example/`,
      'https://user:pass@/x',
    ])
      expect(referrerHost(forged, 'x.example'), forged).toBe('')
    expect(referrerHost('https://bücher.example/', 'x.example')).toBe('xn--bcher-kva.example')
    expect(referrerHost('http://192.0.2.7:8080/a', 'x.example')).toBe('192.0.2.7')
  })
})

describe('what a view may be of', () => {
  it('the site’s pages, and the pages of records (checked against the published ones when written)', () => {
    expect(viewedPage('/')).toBe('page')
    expect(viewedPage('/en')).toBe('page')
    expect(viewedPage('/kontakt')).toBe('page')
    expect(viewedPage('/en/karriere/initiativbewerbung')).toBe('page')
    expect(viewedPage('/aktuelles/news/13/gruenderpreis')).toEqual({
      record: '/aktuelles/news/13/gruenderpreis',
    })
    expect(viewedPage('/en/projekte/2/x')).toEqual({ record: '/projekte/2/x' })
    expect(viewedPage('/karriere/4/disponent/bewerbung')).toEqual({ record: '/karriere/4/disponent' })
    for (const invented of [
      '/erfunden',
      '/en/erfunden',
      '/aktuelles/news/feed/x',
      '/aktuelles/news/13',
      '/aktuelles/news/13/x/y',
      '/projekte/2/x/bewerbung',
      '/kontakt/x',
      '/seite-nicht-gefunden',
    ])
      expect(viewedPage(invented), invented).toBeNull()
  })
})

describe('the rate of counted requests per client', () => {
  it(`counts ${VIEW_CLIENT_RATE_PER_MINUTE} a minute per client, an IPv6 client by its /64`, () => {
    const minute = Date.parse('2026-11-26T12:00:00Z')
    const allowed = (address: string, times: number, at = minute) =>
      Array.from({ length: times }, () => withinViewRate(address, at)).filter(Boolean).length
    expect(allowed('192.0.2.1', VIEW_CLIENT_RATE_PER_MINUTE + 30)).toBe(VIEW_CLIENT_RATE_PER_MINUTE)
    expect(allowed('192.0.2.2', 5)).toBe(5)
    // Every address of one /64 is one client.
    expect(allowed('2001:db8:1:2::1', 100) + allowed('2001:db8:1:2:ffff::9', 100)).toBe(
      VIEW_CLIENT_RATE_PER_MINUTE,
    )
    expect(allowed('::ffff:192.0.2.1', 1)).toBe(0)
    // The next minute starts afresh.
    expect(allowed('192.0.2.1', 3, minute + 60_000)).toBe(3)
  })

  it('names clients', () => {
    expect(clientOf('192.0.2.1')).toBe('192.0.2.1')
    expect(clientOf('::ffff:192.0.2.1')).toBe('192.0.2.1')
    expect(clientOf('2001:0db8:0001:0002:0003:0004:0005:0006')).toBe('2001:db8:1:2')
    expect(clientOf('2001:db8::1')).toBe('2001:db8:0:0')
    expect(clientOf('::1')).toBe('0:0:0:0')
  })

  it(`follows at most ${VIEW_CLIENTS_PER_MINUTE_MAX} clients a minute`, () => {
    const minute = Date.parse('2026-11-26T13:00:00Z')
    let allowed = 0
    for (let n = 0; n < VIEW_CLIENTS_PER_MINUTE_MAX + 10; n++)
      if (withinViewRate(`10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`, minute)) allowed++
    expect(allowed).toBe(VIEW_CLIENTS_PER_MINUTE_MAX)
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

  it('a 404 of any name, an old `.html` page or a missing picture too; not one of the API, admin or assets', () => {
    for (const target of ['/alte-seite.html', '/en/produkte/flyer.pdf', '/bild.png'])
      expect(countsOf(page({ status: 404, target })), target).toMatchObject([
        { kind: 'notFound', subject: target },
      ])
    for (const target of ['/api/x.json', '/_next/static/x.js', '/media/x.webp'])
      expect(countsOf(page({ status: 404, target })), target).toEqual([])
  })

  it("a document's download: a whole file by its name, where its link was; not a range, a robot or staff", () => {
    const download = page({
      target: '/cms-api/documents/file/ht7-brosch%C3%BCre.pdf?x=1',
      contentType: 'application/pdf',
      referer: 'https://partner.example/links',
      userAgent: IPHONE,
    })
    expect(countsOf(download)).toEqual([
      {
        kind: 'download',
        subject: 'ht7-broschüre.pdf',
        language: '',
        referrerHost: 'partner.example',
        device: 'mobile',
      },
    ])
    expect(countsOf({ ...download, contentType: 'application/zip' })).toHaveLength(1)
    expect(countsOf({ ...download, status: 206 })).toEqual([])
    expect(countsOf({ ...download, status: 301, contentType: '' })).toEqual([])
    expect(countsOf({ ...download, status: 404, contentType: 'application/json' })).toEqual([])
    expect(countsOf({ ...download, userAgent: GOOGLEBOT })).toEqual([])
    expect(countsOf({ ...download, signedIn: true })).toEqual([])
    expect(countsOf({ ...download, prefetch: true })).toEqual([])
    expect(countsOf({ ...download, method: 'HEAD' })).toEqual([])
    expect(
      countsOf({ ...download, target: '/cms-api/media/file/bild.webp', contentType: 'image/webp' }),
    ).toEqual([])
  })

  it('a search: the results page and its term, folded', () => {
    expect(countsOf(page({ target: '/en/suche?q=%20Leitstelle%20%20BERLIN' }))).toEqual([
      { kind: 'view', subject: '/en/suche', language: 'en', referrerHost: '', device: 'desktop' },
      { kind: 'search', subject: 'leitstelle berlin', language: 'en', referrerHost: '', device: '' },
    ])
    expect(countsOf(page({ target: '/suche?q=' }))).toHaveLength(1)
  })

  it('a search once: not again for its later pages, one kind of it or its words as typed', () => {
    for (const more of ['art=news', 'seite=2', 'art=page&seite=3', 'genau=1'])
      expect(
        countsOf(page({ target: `/suche?q=leitstelle&${more}` })).map((tally) => tally.kind),
        more,
      ).toEqual(['view'])
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

  it('no search term that may name a person: e-mail addresses, phone numbers, long digit runs', () => {
    for (const term of [
      'max.mustermann@example.org',
      'kontakt an a@b.de',
      '+49 89 1234567',
      '089/123 45 67',
      '(030) 1234-5678',
      'kunde 123456',
      'DE89 3704 0044 0532 0130 00',
    ]) {
      expect(isPersonalTerm(term.toLowerCase()), term).toBe(true)
      expect(countsOf(page({ target: `/suche?q=${encodeURIComponent(term)}` })), term).toEqual([
        { kind: 'view', subject: '/suche', language: 'de', referrerHost: '', device: 'desktop' },
      ])
    }
    for (const term of ['leitstelle', 'tetra 2026', 'elw 2', 'plz 80331', '@home'])
      expect(isPersonalTerm(term), term).toBe(false)
  })

  it('no 404 path that holds an e-mail address', () => {
    expect(countsOf(page({ status: 404, target: '/a%40b.example' }))).toEqual([])
  })

  it('nothing the proxy found over the client’s rate', () => {
    expect(countsOf(page({ overRate: true }))).toEqual([])
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
      overRate: false,
    })
  })

  it('reads whether the client was over its rate (nginx’s dry run of sekundenwerk_views)', () => {
    const fields = ['GET', '200', '0', '', '', 'text/html', 'h', '/', 'a', '']
    expect(parseLogLine(line([...fields, 'REJECTED_DRY_RUN']))).toMatchObject({ overRate: true })
    expect(parseLogLine(line([...fields, 'PASSED']))).toMatchObject({ overRate: false })
    expect(parseLogLine(line([...fields, '']))).toMatchObject({ overRate: false })
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

  it(`holds at most ${VIEW_PENDING_KEYS_MAX} keys between two writes; known keys still add`, () => {
    const now = new Date('2026-11-26T12:00:00Z')
    const tally = (n: number) =>
      ({ kind: 'notFound', subject: `/x${n}`, language: 'de', referrerHost: '', device: '' }) as const
    const first = tally(0)
    addTallies([first], now)
    for (let n = 1; n < VIEW_PENDING_KEYS_MAX + 50; n++) addTallies([tally(n)], now)
    addTallies([first], now)
    const rows = takePending()
    expect(rows).toHaveLength(VIEW_PENDING_KEYS_MAX)
    expect(rows.find((row) => row.subject === '/x0')?.count).toBe(2)
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
    // A page no other test file counts: the memory of classified requests is the module's, shared when files share it.
    const observe = vi.fn(() => page({ target: '/ueber-uns/partner' }))
    const facts = factsOf(observe())
    observe.mockClear()
    countRemembered(facts, observe, now)
    countRemembered(facts, observe, now, 2)
    expect(observe).toHaveBeenCalledTimes(1)
    // Facts that differ in anything countsOf reads are another request: a robot's here, counting nothing.
    const robot = page({ target: '/ueber-uns/partner', userAgent: GOOGLEBOT })
    expect(factsOf(robot)).not.toBe(facts)
    countRemembered(factsOf(robot), () => robot, now)
    countRemembered('not a request', () => null, now)
    expect(takePending().map((row) => `${row.subject} ${row.count}`)).toEqual(['/ueber-uns/partner 3'])
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
