import type { NextConfig } from 'next'
import { withPayload } from '@payloadcms/next/withPayload'
import createNextIntlPlugin from 'next-intl/plugin'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  // Tests build into their own folder so that their cache never mixes with a running site's.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // The site's server (src/server) compresses after it has hashed the inline scripts of each page.
  compress: false,
  // src/proxy.ts redirects trailing slashes itself, except on the spec's `/api/history/`.
  skipTrailingSlashRedirect: true,
  images: {
    formats: ['image/avif', 'image/webp'],
    localPatterns: [{ pathname: '/cms-api/**' }, { pathname: '/**' }],
  },
}

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
