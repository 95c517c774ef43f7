import path from 'node:path'
import type { NextConfig } from 'next'
import { withPayload } from '@payloadcms/next/withPayload'
import createNextIntlPlugin from 'next-intl/plugin'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  // Tests build into their own folder so that their cache never mixes with a running site's.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // scripts/test.sh type-checks the whole project before it builds for the browser tests (BUILD_TYPES_CHECKED=1):
  // the build's own check of the same files took another 49 s.
  typescript: { ignoreBuildErrors: process.env.BUILD_TYPES_CHECKED === '1' },
  experimental: {
    // A build in a fresh clone (CI) is the only one there: writing Turbopack's build cache (66 s) serves no later one.
    turbopackFileSystemCacheForBuild: process.env.BUILD_CACHE !== 'off',
  },
  // Rendered pages and data are kept in memory, bounded, and only what was found: nothing a visitor asks for is
  // written to disk (src/server/routeCache.ts).
  cacheHandler: path.resolve('src/server/routeCache.ts'),
  // PDF.js (in unpdf, for the text inside documents that search finds) is loaded from node_modules as published,
  // not bundled again into the server's chunks.
  serverExternalPackages: ['unpdf'],
  // The site's server (src/server) compresses after it has hashed the inline scripts of each page.
  compress: false,
  // src/proxy.ts redirects trailing slashes itself, except on the spec's `/api/history/`.
  skipTrailingSlashRedirect: true,
  // CSS stays in files: inlined (experimental.inlineCss) it went into every page twice, HTML and flight data,
  // and bench:lighthouse measured lower scores and twice the blocking time.
  images: {
    // Uploads are served as files in the sizes Payload generates (src/lib/mediaFiles.ts); these widths are those
    // sizes, so each width the browser picks is a file that exists.
    loader: 'custom',
    loaderFile: './src/lib/imageLoader.ts',
    deviceSizes: [480, 800, 1600],
    imageSizes: [],
  },
}

const config = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })

/**
 * Payload asks every page for the colour-scheme client hint with `Critical-CH`, which makes the browser send
 * each first page request twice. Only its admin reads the hint, so only the admin asks for it.
 */
const payloadHeaders = config.headers
config.headers = async () =>
  ((await payloadHeaders?.()) ?? []).map((rule) =>
    rule.headers.some((header) => header.key === 'Critical-CH') ? { ...rule, source: '/admin/:path*' } : rule,
  )

export default config
