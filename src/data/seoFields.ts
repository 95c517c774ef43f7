import type { RecordCollection } from '@/lib/paths'
import type { SeoOverrides } from '@/lib/seo'
import { cached } from './cache'
import { image } from './media'
import { findPublishedById } from './payload'
import type { Locale } from './types'

type Meta = { title?: string | null; description?: string | null; image?: unknown; noindex?: boolean | null }

/** What an editor set under "SEO" on a record (blank fields stay null: the page's own values apply). */
export const getSeoOverrides = cached(
  async (collection: RecordCollection, id: number, locale: Locale): Promise<SeoOverrides | null> => {
    const doc = await findPublishedById(collection, id, locale)
    const meta = (doc as { meta?: Meta | null } | null)?.meta
    if (!meta) return null
    return {
      title: meta.title?.trim() || null,
      description: meta.description?.trim() || null,
      image: image(meta.image, 'hero').url,
      noindex: Boolean(meta.noindex),
    }
  },
  'records:seo',
  ['news', 'events', 'jobs', 'projects', 'media'],
)
