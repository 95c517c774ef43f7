import { VIDEO_EMBED_ORIGIN } from './constants'
import { opensOwnBrowsingContext } from './ownBrowsingContext'

/** Browser features the site uses: the film (in its consented frame) and copying a case number. */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  `autoplay=(self "${VIDEO_EMBED_ORIGIN}")`,
  'browsing-topics=()',
  'camera=()',
  'clipboard-write=(self)',
  'display-capture=()',
  `encrypted-media=(self "${VIDEO_EMBED_ORIGIN}")`,
  `fullscreen=(self "${VIDEO_EMBED_ORIGIN}")`,
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  `picture-in-picture=(self "${VIDEO_EMBED_ORIGIN}")`,
  'screen-wake-lock=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ')

/** Two years, in seconds (Mozilla's recommendation): browsers keep to HTTPS for this long after a visit. */
export const HSTS_MAX_AGE = 63_072_000

/**
 * Headers of every answer at this path, whatever it is; the Content-Security-Policy depends on the answer and is
 * set apart. The opener policy only where a document needs a browsing context group of its own.
 */
export function securityHeaders(https: boolean, pathname: string): Record<string, string> {
  return {
    ...assetSecurityHeaders(https),
    'X-Frame-Options': 'SAMEORIGIN',
    ...(opensOwnBrowsingContext(pathname) && { 'Cross-Origin-Opener-Policy': 'same-origin' }),
    'Permissions-Policy': PERMISSIONS_POLICY,
  }
}

/**
 * Headers of the build's scripts, styles and fonts (`/_next/static/`): only what a browser applies to such a
 * file. Framing, opener and feature rules act on documents alone; on each of a page's scripts they cost about
 * 0.6 kB of the transfer for nothing. Their Content-Security-Policy is ASSET_CONTENT_SECURITY_POLICY.
 */
export function assetSecurityHeaders(https: boolean): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(https && { 'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE}; includeSubDomains` }),
  }
}

/** The build's files as `assetSecurityHeaders` says: opened on their own, they may load and run nothing. */
export const ASSET_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'"

/** The build's own files, which never change under their name (Next.js's `/_next/static/`). */
export const isBuildAsset = (pathname: string) => pathname.startsWith('/_next/static/')
