import { VIDEO_EMBED_ORIGIN } from './constants'

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

/** Headers of every answer, whatever it is; the Content-Security-Policy depends on the answer and is set apart. */
export function securityHeaders(https: boolean): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'SAMEORIGIN',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    ...(https && { 'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE}; includeSubDomains` }),
  }
}
