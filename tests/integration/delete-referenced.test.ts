import { describe, expect, it } from 'vitest'

const { payload, uploadTestImage } = await import('./helpers')

/**
 * Deleting a record that another one points to empties the reference, on SQLite as on Postgres; it must never
 * refuse the deletion with a database error (src/collections/clearReferences.ts).
 */
describe('deleting a referenced record', () => {
  it('an office that a job location names: the location stays, without its office', async () => {
    const client = await payload()
    const office = await client.create({
      collection: 'offices',
      draft: false,
      data: { name: `Büro ${Date.now()}`, order: 99 },
    })
    const location = await client.create({
      collection: 'job-locations',
      data: { id: 900_000 + (Date.now() % 99_999), name: 'Ort', office: office.id } as never,
    })
    await client.delete({ collection: 'offices', id: office.id })
    const after = await client.findByID({ collection: 'job-locations', id: location.id, depth: 0 })
    expect(after.office ?? null).toBeNull()
    await client.delete({ collection: 'job-locations', id: location.id })
  })

  it('an image chosen as a news item’s share image, published and in its versions', async () => {
    const client = await payload()
    const media = await uploadTestImage(`teilen-${Date.now()}`, 'Vorschaubild')
    const news = await client.create({
      collection: 'news',
      draft: false,
      data: {
        title: `Teilen ${Date.now()}`,
        date: '2026-11-20',
        _status: 'published',
        meta: { image: media.id },
      } as never,
    })
    await client.update({
      collection: 'news',
      id: news.id,
      draft: true,
      data: { title: `Entwurf ${Date.now()}` },
    })

    await client.delete({ collection: 'media', id: media.id })
    const after = await client.findByID({ collection: 'news', id: news.id, depth: 0 })
    expect((after as { meta?: { image?: unknown } }).meta?.image ?? null).toBeNull()
    const { docs: versions } = await client.findVersions({
      collection: 'news',
      where: { parent: { equals: news.id } },
    })
    expect(versions.length).toBeGreaterThanOrEqual(2)
    for (const version of versions)
      expect((version.version as { meta?: { image?: unknown } }).meta?.image ?? null).toBeNull()
    await client.delete({ collection: 'news', id: news.id })
  })
})
