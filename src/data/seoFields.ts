import type { SeoOverrides } from '@/lib/seo'
import { image } from './media'

type Meta = { title?: string | null; description?: string | null; image?: unknown; noindex?: boolean | null }

/** What an editor set under "SEO" on a record (blank fields stay null: the page's own values apply). */
export function seoOverrides(doc: { meta?: Meta | null }): SeoOverrides | null {
  const meta = doc.meta
  if (!meta) return null
  return {
    title: meta.title?.trim() || null,
    description: meta.description?.trim() || null,
    image: image(meta.image, 'hero').url,
    noindex: Boolean(meta.noindex),
  }
}
