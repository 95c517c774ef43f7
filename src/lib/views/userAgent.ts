/**
 * What the counting reads from a User-Agent, and nothing more: whether it is a known robot, and a coarse
 * device class. The header itself is never stored.
 */
export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop'] as const
export type DeviceClass = (typeof DEVICE_CLASSES)[number]

/**
 * Crawlers, link previews, monitors, performance tools and HTTP libraries. A browser names none of these; an
 * empty User-Agent is no browser either.
 */
const ROBOT =
  /bot\b|bot\/|crawl|spider|slurp|scrap|archiver|facebookexternalhit|embedly|preview|headless|lighthouse|pagespeed|pingdom|uptime|monitor|statuscake|site24x7|checkly|curl|wget|python|go-http|java\/|okhttp|axios|node-fetch|undici|^node$|libwww|httpclient|http_request|feedfetcher|feedburner|rss|semrush|ahrefs|mj12|yandex|baidu|duckduck|applebot|petalbot|bytespider|gptbot|claude|ccbot|perplexity|mediapartners|adsbot|whatsapp|telegram|discord|slack|skype|bingpreview|qwantify|seznam|ia_archiver/i

export function isRobot(userAgent: string): boolean {
  return userAgent.trim() === '' || ROBOT.test(userAgent)
}

const TABLET = /ipad|tablet|playbook|silk|kindle|\bsm-t\d|nexus (7|9|10)|android(?!.*mobile)/i
const MOBILE = /mobi|iphone|ipod|windows phone|blackberry|opera mini|iemobile/i

export function deviceClass(userAgent: string): DeviceClass {
  if (TABLET.test(userAgent)) return 'tablet'
  if (MOBILE.test(userAgent)) return 'mobile'
  return 'desktop'
}
