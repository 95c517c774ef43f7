import { describe, expect, it, vi } from 'vitest'

const revalidated: string[] = []
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  revalidateTag: (tag: string) => void revalidated.push(tag),
}))

const { payload } = await import('./helpers')
const { seed } = await import('@/seed/seed')
const { listNews } = await import('@/data/news')
const { listJobLocations, locationName } = await import('@/data/jobs')
const { listContactBlocks, listOffices } = await import('@/data/offices')
const { download, downloadList } = await import('@/data/documents')
const { listAssociations, listPartners, listTeam } = await import('@/data/people')
const { getHomeSettings, getPopup } = await import('@/data/site')
const { getCompany } = await import('@/data/company')
const { COUNTS } = await import('@/lib/constants')

describe('sample content', () => {
  it('is seeded once: a second run changes nothing', async () => {
    const client = await payload()
    const before = await client.count({ collection: 'news' })
    expect(await seed(client)).toBe(false)
    expect((await client.count({ collection: 'news' })).totalDocs).toBe(before.totalDocs)
  })

  it('has the counts the spec asks for', async () => {
    const [offices, blocks, team, partners, associations, home] = await Promise.all([
      listOffices('de'),
      listContactBlocks('de'),
      listTeam('de'),
      listPartners('de'),
      listAssociations('de'),
      getHomeSettings('de'),
    ])
    expect(offices.map((o) => o.name)).toEqual([
      'Barsbüttel',
      'Greifswald',
      'Unna',
      'Pforzheim',
      'Ludwigsburg',
    ])
    expect(offices.every((o) => typeof o.lat === 'number' && typeof o.lng === 'number')).toBe(true)
    expect(blocks).toHaveLength(6)
    expect(team).toHaveLength(12)
    expect(team.filter((m) => m.onHome)).toHaveLength(9)
    expect(partners).toHaveLength(22)
    expect(partners.filter((p) => !p.url)).toHaveLength(1)
    expect(partners.filter((p) => !p.logo)).toHaveLength(1)
    expect(associations).toHaveLength(3)
    expect(home.slides).toHaveLength(4)
  })

  it('has every download the spec names, as real PDFs', async () => {
    const counts = {
      footer: 4,
      einsatznavigation: COUNTS.missionNavigationPdfs,
      sprachUndDatenfunk: COUNTS.voiceDataPdfs,
      wachenUndElw: COUNTS.stationsPdfs,
      certificates: 2,
    } as const
    for (const [list, count] of Object.entries(counts)) {
      const downloads = await downloadList(list as keyof typeof counts, 'de')
      expect(downloads, list).toHaveLength(count)
      for (const { href } of downloads) expect(href, list).toMatch(/^\/cms-api\/documents\/file\/.+\.pdf$/)
    }
    const [brochure, repairForm, iso] = await Promise.all([
      download('leitsysteme', 'de'),
      download('reparaturen', 'de'),
      download('iso9001', 'de'),
    ])
    expect(brochure?.title).toBe('Leitsysteme – Broschüre')
    expect(iso?.title).toBe('Zertifikat DIN EN ISO 9001:2015')
    // the repair order form is in the footer as well as on the repairs page
    expect((await downloadList('footer', 'de')).map((d) => d.id)).toContain(repairForm?.id)
  })

  it('keeps the fixed job-location ids and reports unknown ones', async () => {
    const locations = await listJobLocations('de')
    expect(locations.map((l) => `${l.id} ${l.name}`)).toEqual([
      '2 Barsbüttel',
      '1 Greifswald',
      '3 Unna',
      '4 Pforzheim',
      '5 Ludwigsburg',
    ])
    expect(locationName(locations, 1)).toBe('Greifswald')
    expect(locationName(locations, 99)).toBe('Unbekannt')
  })

  it('keeps brand and contacts fictional and in one place', async () => {
    const company = await getCompany('de')
    expect(company.name).toBe('Sekundenwerk Kommunikationstechnik GmbH')
    expect(company.email).toMatch(/@sekundenwerk\.example$/)
    expect(company.socialLinks).toHaveLength(4)
    const popup = await getPopup('de')
    expect(popup).toMatchObject({
      startDate: '2024-09-10',
      endDate: '2024-10-10',
      width: '17em',
      padding: '2.5em',
    })
  })

  it('falls back to German where English is missing', async () => {
    const client = await payload()
    const doc = await client.create({
      collection: 'news',
      locale: 'de',
      data: { title: 'Nur auf Deutsch', date: '2019-05-05', _status: 'published' },
    })
    const english = await listNews('en')
    expect(english.find((n) => n.id === doc.id)?.title).toBe('Nur auf Deutsch')
    await client.delete({ collection: 'news', id: doc.id })
  })
})

describe('access control', () => {
  it('shows the public published content only', async () => {
    const client = await payload()
    const draft = await client.create({
      collection: 'news',
      data: { title: 'Entwurf', date: '2030-01-01', _status: 'draft' },
      draft: true,
    })
    const publicView = await client.find({ collection: 'news', overrideAccess: false, limit: 100 })
    expect(publicView.docs.some((d) => d.id === draft.id)).toBe(false)
    expect((await listNews('de')).some((n) => n.id === draft.id)).toBe(false)
    await client.delete({ collection: 'news', id: draft.id })
  })

  it('lets editors write content but not manage users; the public writes nothing', async () => {
    const client = await payload()
    const first = await client.create({
      collection: 'users',
      data: { email: 'admin@sekundenwerk.example', password: 'verwaltung-2026!', roles: ['editor'] },
    })
    expect(first.roles).toEqual(['admin']) // the first account always administers
    const editor = await client.create({
      collection: 'users',
      data: { email: 'editor@sekundenwerk.example', password: 'redaktion-2026!', roles: ['editor'] },
    })
    const user = { ...editor, collection: 'users' as const }
    const created = await client.create({
      collection: 'events',
      overrideAccess: false,
      user,
      data: { title: 'Redaktionstermin', _status: 'published' },
    })
    expect(created.id).toBeGreaterThan(0)
    await expect(
      client.create({
        collection: 'users',
        overrideAccess: false,
        user,
        data: {
          email: 'x@sekundenwerk.example',
          password: 'Kein-Admin-fuer-Redaktion-2026',
          roles: ['admin'],
        },
      }),
    ).rejects.toThrow()
    await expect(
      client.create({ collection: 'events', overrideAccess: false, data: { title: 'Anonym' } }),
    ).rejects.toThrow()
    await client.delete({ collection: 'events', id: created.id })
    await client.delete({ collection: 'users', id: editor.id })
    await client.delete({ collection: 'users', id: first.id })
  })

  it('lets editors change the company data but not where enquiries and whistleblower notices go', async () => {
    const client = await payload()
    const before = await client.findGlobal({ slug: 'company' })
    // Access rules read the session's roles only.
    const editor = {
      id: 0,
      email: 'redaktion@sekundenwerk.example',
      roles: ['editor'],
      collection: 'users',
    } as never
    try {
      const updated = await client.updateGlobal({
        slug: 'company',
        overrideAccess: false,
        user: editor,
        data: {
          phone: '+49 40 000000-1',
          reportingOfficeEmail: 'fremd@example.org',
          salesEmail: 'fremd@example.org',
        },
      })
      expect(updated.phone).toBe('+49 40 000000-1')
      const stored = await client.findGlobal({ slug: 'company' })
      expect(stored.reportingOfficeEmail).toBe(before.reportingOfficeEmail)
      expect(stored.salesEmail).toBe(before.salesEmail)
    } finally {
      await client.updateGlobal({ slug: 'company', data: { phone: before.phone } })
    }
  })
})

describe('cache revalidation', () => {
  it('invalidates the tag of a collection when a record is saved or deleted', async () => {
    const client = await payload()
    revalidated.length = 0
    const doc = await client.create({
      collection: 'history',
      data: { title: 'Test', date: '1990-01-01', _status: 'published' },
    })
    expect(revalidated).toContain('history')
    revalidated.length = 0
    await client.delete({ collection: 'history', id: doc.id })
    expect(revalidated).toContain('history')
    revalidated.length = 0
    await client.updateGlobal({ slug: 'popup', data: { fontSize: '1.1em' } })
    expect(revalidated).toContain('popup')
  })
})
