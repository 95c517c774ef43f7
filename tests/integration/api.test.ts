import { describe, expect, it } from 'vitest'
import { POST as newsGrid } from '@/app/api/NewsSelectGridPublic/route'
import { POST as newsOne } from '@/app/api/NewsSelectPublic/route'
import { GET as eventsList } from '@/app/api/termine/route'
import { GET as eventOne } from '@/app/api/termine/[id]/[url]/route'
import { GET as historyList } from '@/app/api/history/route'
import { GET as jobsList } from '@/app/api/jobs/route'
import { GET as jobOne } from '@/app/api/jobs/[id]/[url]/route'
import { GET as projectsList } from '@/app/api/projects/route'
import { GET as projectOne } from '@/app/api/projects/[id]/[url]/route'
import { GET as unknownApi } from '@/app/api/[...rest]/route'
import { get, params, post } from './helpers'

const isoDate = /^\d{4}-\d{2}-\d{2}$/

function sortedDesc(values: (string | null)[]) {
  const present = values.filter((v): v is string => Boolean(v))
  return present.every((value, i) => i === 0 || present[i - 1] >= value)
}

describe('POST /api/NewsSelectGridPublic', () => {
  it('lists news newest first with the fields of spec §3', async () => {
    const response = await newsGrid(post('/api/NewsSelectGridPublic', { lang: 'de' }))
    expect(response.status).toBe(200)
    const news = await response.json()
    expect(news.length).toBeGreaterThanOrEqual(12)
    expect(Object.keys(news[0]).sort()).toEqual(
      [
        'bodyhtml',
        'dark',
        'date',
        'id',
        'image',
        'imagealt',
        'shortbodyhtml',
        'subline',
        'title',
        'url',
      ].sort(),
    )
    expect(news[0].date).toMatch(isoDate)
    expect(sortedDesc(news.map((n: { date: string }) => n.date))).toBe(true)
    expect(news.some((n: { image: string | null }) => n.image === null)).toBe(true)
    // The upload as a file with its version (src/lib/mediaFiles.ts).
    const image = news.find((n: { image: string | null }) => n.image)?.image
    expect(image).toMatch(/^\/media\/[\w.-]+\.webp\?v=[0-9a-z]+$/)
    expect(news.filter((n: { dark: boolean }) => n.dark)).toHaveLength(1)
  })

  it('answers in English when asked and in German by default', async () => {
    const [de, en, fallback] = await Promise.all(
      [{ lang: 'de' }, { lang: 'en' }, {}].map(async (body) =>
        (await newsGrid(post('/api/NewsSelectGridPublic', body))).json(),
      ),
    )
    expect(en[0].id).toBe(de[0].id)
    expect(en[0].title).not.toBe(de[0].title)
    expect(fallback[0].title).toBe(de[0].title)
  })

  it('rejects malformed bodies with 400 and unsupported languages with field messages', async () => {
    const malformed = await newsGrid(post('/api/NewsSelectGridPublic', '{not json'))
    expect(malformed.status).toBe(400)
    expect((await malformed.json()).error).toMatch(/JSON/)
    const badLang = await newsGrid(post('/api/NewsSelectGridPublic', { lang: 'xx' }))
    expect(badLang.status).toBe(400)
    expect((await badLang.json()).fields.lang).toBeTruthy()
    const notJson = await newsGrid(
      post('/api/NewsSelectGridPublic', 'lang=de', 'application/x-www-form-urlencoded'),
    )
    expect(notJson.status).toBe(415)
  })
})

describe('POST /api/NewsSelectPublic', () => {
  it('answers one news item in the requested language', async () => {
    const list = await (await newsGrid(post('/api/NewsSelectGridPublic', { lang: 'en' }))).json()
    const response = await newsOne(post('/api/NewsSelectPublic', { id: list[0].id, lang: 'en' }))
    expect(response.status).toBe(200)
    const item = await response.json()
    expect(item).toMatchObject({ id: list[0].id, title: list[0].title, date: list[0].date })
    expect(item.bodyhtml).toContain('<p>')
  })

  it('404 for an unknown id, 400 for a malformed one', async () => {
    expect((await newsOne(post('/api/NewsSelectPublic', { id: 999999, lang: 'de' }))).status).toBe(404)
    for (const id of ['abc', -1, 1.5, null]) {
      const response = await newsOne(post('/api/NewsSelectPublic', { id, lang: 'de' }))
      expect(response.status).toBe(400)
      expect((await response.json()).fields.id).toBeTruthy()
    }
    expect((await newsOne(post('/api/NewsSelectPublic', { lang: 'de' }))).status).toBe(400)
  })

  it('keeps unsafe markup out of HTML fields', async () => {
    const { payload } = await import('./helpers')
    const client = await payload()
    const doc = await client.create({
      collection: 'news',
      data: {
        title: 'Sanitizer-Test',
        date: '2020-01-01',
        _status: 'published',
        body: {
          root: {
            type: 'root',
            version: 1,
            direction: 'ltr',
            format: '',
            indent: 0,
            children: [
              {
                type: 'paragraph',
                version: 1,
                direction: 'ltr',
                format: '',
                indent: 0,
                children: [
                  {
                    type: 'text',
                    version: 1,
                    text: '<script>alert(1)</script>',
                    format: 0,
                    detail: 0,
                    mode: 'normal',
                    style: '',
                  },
                ],
              },
            ],
          },
        },
      },
    })
    const item = await (await newsOne(post('/api/NewsSelectPublic', { id: doc.id }))).json()
    expect(item.bodyhtml).not.toContain('<script>')
    await client.delete({ collection: 'news', id: doc.id })
  })
})

describe('GET /api/termine', () => {
  it('lists events by start date, newest first, with the derived date text', async () => {
    const response = await eventsList(get('/api/termine'))
    expect(response.status).toBe(200)
    const events = await response.json()
    expect(events.length).toBeGreaterThanOrEqual(6)
    expect(sortedDesc(events.map((e: { startdate: string | null }) => e.startdate))).toBe(true)
    const both = events.find((e: { startdate: string; enddate: string }) => e.startdate && e.enddate)
    expect(both.datetext).toMatch(/^\d{2}\.\d{2}\.\d{4} - \d{2}\.\d{2}\.\d{4}$/)
    const single = events.find((e: { startdate: string; enddate: string }) => e.startdate && !e.enddate)
    expect(single.datetext).toMatch(/^\d{2}\.\d{2}\.\d{4}$/)
    const none = events.find((e: { startdate: string; enddate: string }) => !e.startdate && !e.enddate)
    expect(none.datetext).toBe('')
  })

  it('answers one event by id even with a stale url, 404 and 400 otherwise', async () => {
    const [first] = await (await eventsList(get('/api/termine?lang=en'))).json()
    const response = await eventOne(
      get(`/api/termine/${first.id}/stale?lang=en`),
      params({ id: String(first.id), url: 'stale' }),
    )
    expect(response.status).toBe(200)
    expect((await response.json()).title).toBe(first.title)
    expect((await eventOne(get('/api/termine/999999/x'), params({ id: '999999', url: 'x' }))).status).toBe(
      404,
    )
    expect((await eventOne(get('/api/termine/abc/x'), params({ id: 'abc', url: 'x' }))).status).toBe(400)
    expect((await eventsList(get('/api/termine?lang=xx'))).status).toBe(400)
  })
})

describe('GET /api/history/', () => {
  it('lists history entries newest first', async () => {
    const entries = await (await historyList(get('/api/history/'))).json()
    expect(entries.length).toBeGreaterThanOrEqual(10)
    expect(Object.keys(entries[0]).sort()).toEqual(['bodyhtml', 'date', 'id', 'image', 'imagealt', 'title'])
    expect(sortedDesc(entries.map((e: { date: string }) => e.date))).toBe(true)
    expect(entries.at(-1).date).toBe('1983-04-01')
  })
})

describe('GET /api/jobs', () => {
  it('lists jobs with locationid and the HTML sections', async () => {
    const jobs = await (await jobsList(get('/api/jobs'))).json()
    expect(jobs.length).toBeGreaterThanOrEqual(9)
    for (const key of [
      'id',
      'url',
      'name',
      'locationid',
      'startdate',
      'enddate',
      'workhtml',
      'profilhtml',
      'benefitshtml',
      'bodyhtml',
    ]) {
      expect(jobs[0]).toHaveProperty(key)
    }
    const locations = new Set(jobs.map((j: { locationid: number }) => j.locationid))
    expect(locations.has(4)).toBe(false)
    expect([...locations].every((id) => [1, 2, 3, 4, 5].includes(id as number))).toBe(true)
    expect(sortedDesc(jobs.map((j: { startdate: string }) => j.startdate))).toBe(true)
    expect(jobs.some((j: { bodyhtml: string }) => j.bodyhtml === '')).toBe(true)
  })

  it('answers one job, 404 for unknown ids', async () => {
    const [first] = await (await jobsList(get('/api/jobs'))).json()
    const job = await (await jobOne(get('/x'), params({ id: String(first.id), url: first.url }))).json()
    expect(job.name).toBe(first.name)
    expect(job.benefitshtml).toContain('30')
    expect((await jobOne(get('/x'), params({ id: '424242', url: 'x' }))).status).toBe(404)
  })
})

describe('GET /api/projects', () => {
  it('lists projects with every field of spec §3', async () => {
    const projects = await (await projectsList(get('/api/projects'))).json()
    expect(projects.length).toBeGreaterThanOrEqual(12)
    const categories = new Set(projects.map((p: { projectcategoryid: number }) => p.projectcategoryid))
    expect([...categories].sort()).toEqual([1, 2, 3, 4])
    const variants = new Set(projects.map((p: { stylevariant: number }) => p.stylevariant))
    expect([...variants].sort()).toEqual([1, 2])
    const full = projects.find((p: { ordervolume: number | null }) => p.ordervolume !== null)
    expect(typeof full.ordervolume).toBe('number')
    expect(full.projectclient).not.toBe('')
    expect(
      projects.some(
        (p: { projectcontenthtml: string }) => p.projectcontenthtml.replace(/<[^>]+>/g, '').length <= 16,
      ),
    ).toBe(true)
  })

  it('answers one project, 404 and 400 otherwise', async () => {
    const [first] = await (await projectsList(get('/api/projects'))).json()
    const response = await projectOne(get('/x'), params({ id: String(first.id), url: first.url }))
    expect((await response.json()).title).toBe(first.title)
    expect((await projectOne(get('/x'), params({ id: '0', url: 'x' }))).status).toBe(400)
    expect((await projectOne(get('/x'), params({ id: '12345678901', url: 'x' }))).status).toBe(400)
  })
})

describe('unknown API paths', () => {
  it('answer 404 JSON', async () => {
    const response = await unknownApi()
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'Not found' })
  })
})
