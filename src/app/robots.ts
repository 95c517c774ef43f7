import type { MetadataRoute } from 'next'
import { localizePath } from '@/i18n/paths'
import { locales } from '@/i18n/routing'
import { siteUrl } from '@/lib/env'
import { UNLISTED_PAGES } from '@/lib/paths'

// Read at request time: the sitemap's address follows SITE_URL of the running site, not of the build.
export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: [
        '/admin',
        '/cms-api',
        ...UNLISTED_PAGES.flatMap((path) => locales.map((locale) => localizePath(path, locale))),
      ],
    },
    sitemap: `${siteUrl}/sitemap.xml`,
  }
}
