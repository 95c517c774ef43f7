import { POPUP_DEFAULTS } from '@/lib/constants'
import { isoDate } from '@/lib/format'
import { cached } from './cache'
import { image } from './media'
import { payloadClient } from './payload'
import { SITE_LINK_TAGS, resolveSiteLink } from './siteLinks'
import type { Locale } from './types'

type HeroSlide = { role: string; name: string; image: string | null; imagealt: string; headline: string }
type HomeSettings = { slides: HeroSlide[]; showAllSolutions: boolean; solutions: string[] }

export const getHomeSettings = cached(
  async (locale: Locale): Promise<HomeSettings> => {
    const payload = await payloadClient()
    const doc = await payload.findGlobal({ slug: 'home', locale, depth: 1 })
    return {
      slides: (doc.slides ?? []).map((slide) => {
        const img = image(slide.image, 'hero')
        return { role: slide.role, name: slide.name, image: img.url, imagealt: img.alt, headline: slide.headline ?? '' }
      }),
      showAllSolutions: Boolean(doc.showAllSolutions),
      solutions: doc.solutions ?? [],
    }
  },
  'home',
  ['home', 'media'],
)

type PopupSettings = {
  enabled: boolean
  cookieName: string
  heading: string
  subline: string
  fontSize: string
  startDate: string | null
  endDate: string | null
  width: string
  height: string
  padding: string
  link: string
  linkText: string
}

export const getPopup = cached(
  async (locale: Locale): Promise<PopupSettings> => {
    const payload = await payloadClient()
    const doc = await payload.findGlobal({ slug: 'popup', locale, depth: 0 })
    return {
      enabled: Boolean(doc.enabled),
      cookieName: doc.cookieName ?? '',
      heading: doc.heading ?? '',
      subline: doc.subline ?? '',
      fontSize: doc.fontSize ?? POPUP_DEFAULTS.fontSize,
      startDate: isoDate(doc.startDate),
      endDate: isoDate(doc.endDate),
      width: doc.width ?? POPUP_DEFAULTS.width,
      height: doc.height ?? POPUP_DEFAULTS.height,
      padding: doc.padding ?? POPUP_DEFAULTS.padding,
      link: await resolveSiteLink(doc, locale),
      linkText: doc.linkText ?? '',
    }
  },
  'popup',
  ['popup', ...SITE_LINK_TAGS],
)

type AwardBannerSettings = { enabled: boolean; text: string; link: string; linkText: string }

export const getAwardBanner = cached(
  async (locale: Locale): Promise<AwardBannerSettings> => {
    const payload = await payloadClient()
    const doc = await payload.findGlobal({ slug: 'award-banner', locale, depth: 0 })
    return {
      enabled: Boolean(doc.enabled),
      text: doc.text ?? '',
      link: await resolveSiteLink(doc, locale),
      linkText: doc.linkText ?? '',
    }
  },
  'award-banner',
  ['award-banner', ...SITE_LINK_TAGS],
)
