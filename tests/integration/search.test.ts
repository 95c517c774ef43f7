import { describe, expect, it, vi } from 'vitest'
import { GET as searchApi } from '@/app/api/search/route'
import { documentFilesRead } from '@/data/search/documentText'
import { searchDocuments, searchSite } from '@/data/search/siteSearch'
import { SEARCH_RATE_LIMIT } from '@/lib/constants'
import { get, payload } from './helpers'

/**
 * Site search (issue 42) on the sample content: a change an editor saves is found at the next query, without
 * any rebuild (the collections' hooks note the change, src/lib/revalidate.ts), and the API's bad input is a 400.
 */

const WORD = 'Quokkafestival'

async function newsItem() {
  const { docs } = await (
    await payload()
  ).find({
    collection: 'news',
    where: { _status: { equals: 'published' } },
    // The last one: the translation-status test changes the first, and the database is shared.
    sort: '-id',
    limit: 1,
    depth: 0,
    locale: 'de',
  })
  return docs[0]
}

describe('the search index', () => {
  it('finds a changed record at the next query, and no longer once it is unpublished', async () => {
    const api = await payload()
    const item = await newsItem()
    expect((await searchSite(WORD, 'de', 10)).total).toBe(0)
    try {
      await api.update({
        collection: 'news',
        id: item.id,
        locale: 'de',
        data: { title: `${item.title} ${WORD}` },
      })
      const found = await searchSite(WORD, 'de', 10)
      expect(found.hits.map((hit) => hit.id)).toEqual([`news:${item.id}`])
      expect(found.hits[0].title).toContain(WORD)

      await api.update({ collection: 'news', id: item.id, locale: 'de', data: { _status: 'draft' } })
      expect((await searchSite(WORD, 'de', 10)).total).toBe(0)
    } finally {
      await api.update({
        collection: 'news',
        id: item.id,
        locale: 'de',
        data: { title: item.title, _status: 'published' },
      })
    }
    expect((await searchSite(WORD, 'de', 10)).total).toBe(0)
  })

  it('marks German text standing in for a missing English one', async () => {
    // The sample's Leitstellenkongress keeps its German name in English; pages are translated throughout.
    const english = await searchSite('Impressum Datenschutz Leitsysteme', 'en', 50)
    expect(english.hits.every((hit) => hit.kind !== 'page' || !hit.germanStandIn)).toBe(true)
    const german = await searchSite('Leitsysteme', 'de', 50)
    expect(german.hits.some((hit) => hit.germanStandIn)).toBe(false)
  })
})

describe('the text inside documents', () => {
  it('finds a document by a word only its PDF holds, in its language; German text standing in is marked', async () => {
    const german = await searchSite('Eigentumsvorbehalt', 'de', 5)
    expect(german.hits.map((hit) => [hit.kind, hit.title, hit.germanStandIn])).toEqual([
      ['document', 'Allgemeine Liefer- und Geschäftsbedingungen', false],
    ])
    expect(german.hits[0].snippet.filter((part) => part.match).map((part) => part.text)).toEqual([
      'Eigentumsvorbehalt',
    ])
    // The English file's own text, under the English address.
    const english = await searchSite('retention of title', 'en', 1)
    expect(english.hits[0]).toMatchObject({ kind: 'document', germanStandIn: false })
    expect(english.hits[0].href).toMatch(/-en\.pdf$/)
    // Without an English file, the German one's text is found in English too, marked as German.
    const standIn = await searchSite('Sitzungsnummer', 'en', 5)
    expect(standIn.hits.map((hit) => [hit.kind, hit.germanStandIn])).toEqual([['document', true]])
  })

  it('reads each file once per version, and keeps a broken PDF findable by its title', async () => {
    const api = await payload()
    await searchDocuments('de')
    const read = documentFilesRead()
    await searchDocuments('de')
    expect(documentFilesRead()).toBe(read)

    // Broken inside, though it begins and ends as a PDF does (Payload checks no more when it takes the upload).
    const broken = Buffer.from(
      '%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\nxref\n0 1\n0000000000 65535 f \n' +
        'trailer << /Size 1 /Root 9 0 R >>\nstartxref\n9\n%%EOF\n',
    )
    const errors: unknown[][] = []
    const logged = vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args))
    const doc = await api.create({
      collection: 'documents',
      data: { title: 'Kaputtes Quokkablatt' },
      file: { data: broken, mimetype: 'application/pdf', name: 'kaputt.pdf', size: broken.length },
    })
    try {
      const found = await searchSite('Quokkablatt', 'de', 5)
      expect(found.hits.map((hit) => hit.id)).toEqual([`document:${doc.id}`])
      expect(documentFilesRead()).toBe(read + 1)
      expect(errors.some((args) => String(args[0]).includes('kaputt'))).toBe(true)
    } finally {
      logged.mockRestore()
      await api.delete({ collection: 'documents', id: doc.id })
    }
  })
})

describe('GET /api/search', () => {
  const call = async (query: string) => {
    const response = await searchApi(get(`/api/search${query}`))
    return { status: response.status, body: await response.json() }
  }

  it('answers the results with kind, title, address and marked snippet', async () => {
    const { status, body } = await call('?q=Ausweichleitstelle&lang=de&limit=3')
    expect(status).toBe(200)
    expect(body.results[0]).toMatchObject({
      kind: 'project',
      title: expect.stringContaining('Ausweichleitstelle'),
    })
    expect(body.results[0].url).toMatch(/^\/projekte\/\d+\//)
    expect(body.results.length).toBeLessThanOrEqual(3)
    expect(body.counts.project).toBeGreaterThan(0)
  })

  it('puts English addresses under /en', async () => {
    const { body } = await call('?q=legal%20notice&lang=en')
    expect(body.results[0].url).toBe('/en/impressum')
  })

  it.each([
    ['', 'q'],
    ['?q=', 'q'],
    ['?q=%20%20', 'q'],
    [`?q=${'x'.repeat(201)}`, 'q'],
    ['?q=funk&lang=xx', 'lang'],
    ['?q=funk&limit=0', 'limit'],
    ['?q=funk&limit=51', 'limit'],
    ['?q=funk&limit=abc', 'limit'],
  ])('refuses %s with a message for %s', async (query, field) => {
    const { status, body } = await call(query)
    expect(status).toBe(400)
    expect(body.fields[field]).toEqual(expect.any(String))
  })
})

describe('GET /api/search, asked too often', () => {
  // Last in this file: it uses up this process's allowance for the client these requests come from.
  it('answers 429 with Retry-After once a client has used its minute', async () => {
    const statuses: number[] = []
    for (let i = 0; i <= SEARCH_RATE_LIMIT.perMinute; i++)
      statuses.push((await searchApi(get('/api/search?q='))).status)
    expect(statuses.slice(-1)).toEqual([429])
    const refused = await searchApi(get('/api/search?q=Funk'))
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})
