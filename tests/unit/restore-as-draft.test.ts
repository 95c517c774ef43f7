import { describe, expect, it } from 'vitest'
import configPromise from '@payload-config'

/**
 * Payload answers a request with the first endpoint of the collection that matches it, its own ones last: the
 * restore of a version (`POST /{collection}/versions/{id}`) must reach the one that restores as a draft.
 */
describe('restoring a version', () => {
  it('is answered by the draft restore in every collection with drafts', async () => {
    const config = await configPromise
    const withDrafts = config.collections.filter((collection) => collection.versions?.drafts)
    expect(withDrafts.map(({ slug }) => slug)).toEqual(
      expect.arrayContaining(['news', 'events', 'history', 'jobs', 'projects']),
    )
    for (const collection of withDrafts) {
      const endpoints = collection.endpoints || []
      const restore = endpoints.find(({ path, method }) => path === '/versions/:id' && method === 'post')
      expect(restore?.handler.toString(), collection.slug).toContain('draft: true')
    }
  })
})
