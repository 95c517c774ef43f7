import type { PageImage } from '@/payload-types'
import { pageKey } from '@/lib/pageKeys'
import type { AboutPage, Solution } from '@/lib/paths'
import { cached } from './cache'
import { image, type ImageRef } from './media'
import { payloadClient } from './payload'
import type { Locale } from './types'

type Size = 'thumb' | 'card' | 'hero'

/** The global Seitenbilder as the pages read it: its groups (one per page), images filled in. */
type Groups = Required<Omit<PageImage, 'id' | 'updatedAt' | 'createdAt'>>
type Group = keyof Groups
type FieldOf<G extends Group> = keyof NonNullable<Groups[G]> & string
type ValueOf<G extends Group, F extends FieldOf<G>> = NonNullable<NonNullable<Groups[G]>[F]>

/** `karriere.hero`, `kontakt.map`, …: a field of the global that holds one image. */
export type PageImagePath = {
  [G in Group]: {
    [F in FieldOf<G>]: ValueOf<G, F> extends number | object ? (ValueOf<G, F> extends unknown[] ? never : `${G}.${F}`) : never
  }[FieldOf<G>]
}[Group]

/**
 * The global in the page's language, images filled in (depth 1). A localized image (a picture with words in
 * it) is the page language's one, else the German one: Payload's fallback, as for texts. Cached until the
 * global or an image changes.
 */
const loadPageImages = cached(
  async (locale: Locale): Promise<Partial<Groups>> => {
    const payload = await payloadClient()
    return (await payload.findGlobal({ slug: 'page-images', locale, depth: 1 })) as Partial<Groups>
  },
  'page-images',
  ['page-images', 'media'],
)

function valueAt(doc: Partial<Groups>, path: string): unknown {
  const [group, field] = path.split('.')
  return (doc[group as Group] as Record<string, unknown> | undefined)?.[field]
}

/**
 * An image that belongs to a page, chosen in the global Seitenbilder (`pageImage('karriere.hero', locale)`).
 * Nothing chosen, or the image deleted, gives `{ url: null }`, so the page shows its fallback.
 */
export async function pageImage(path: PageImagePath, locale: Locale, size: Size = 'hero'): Promise<ImageRef> {
  return image(valueAt(await loadPageImages(locale), path), size)
}

/** The gallery of the careers page, in the editors' order; deleted images are left out. */
export async function careerImpressions(locale: Locale, size: Size = 'card'): Promise<ImageRef[]> {
  const doc = await loadPageImages(locale)
  return present((doc.karriere?.impressions ?? []).map((value) => image(value, size)))
}

/** The award certificates (careers and certificates pages), each in the page's language where there is one. */
export async function awardImages(locale: Locale, size: Size = 'card'): Promise<ImageRef[]> {
  const doc = await loadPageImages(locale)
  return present((doc.zertifikate?.awards ?? []).map((row) => image(row.image, size)))
}

const present = (images: ImageRef[]) => images.filter((each) => each.url)

/** The hero image of a solution page (also its card's image elsewhere). */
export function solutionImage(slug: Solution, locale: Locale, size: Size = 'hero'): Promise<ImageRef> {
  return pageImage(`${pageKey(slug)}.hero`, locale, size)
}

/** The hero image of an about-us page. */
export function aboutHeroImage(page: AboutPage, locale: Locale): Promise<ImageRef> {
  return pageImage(`${pageKey(page)}.hero`, locale)
}
