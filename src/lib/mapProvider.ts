/** Which map the offices page shows: Leaflet on a tile server (default) or Google Maps with a key. */
export type MapProviderConfig =
  { kind: 'leaflet'; tileUrl: string; attribution: string } | { kind: 'google'; apiKey: string }

/** The host a visitor's browser contacts once the map is accepted, named in the consent notice. */
export function mapProviderHost(config: MapProviderConfig): string {
  if (config.kind === 'google') return 'maps.googleapis.com'
  // A subdomain placeholder ({s}.tiles.example) stands for several hosts of one provider.
  return new URL(config.tileUrl.replace('{s}.', '').replace(/[{}]/g, '')).host
}

/** Sources of a Content-Security-Policy, by directive. */
export type PolicySources = Record<string, string[]>

/** Google's documented sources for the Maps JavaScript API. */
const GOOGLE_MAPS_SOURCES: PolicySources = {
  'script-src': ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com'],
  'img-src': [
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    'https://*.google.com',
    'https://*.ggpht.com',
  ],
  'connect-src': ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com'],
  'font-src': ['https://fonts.gstatic.com'],
  'style-src': ['https://fonts.googleapis.com'],
  'frame-src': ['https://*.google.com'],
}

/** The origin of a tile URL template; a `{s}` subdomain placeholder becomes a wildcard. */
export function tileOrigin(tileUrl: string): string {
  const url = new URL(tileUrl.replace(/\{s\}\./, 'subdomain.').replace(/[{}]/g, ''))
  const host = url.host.startsWith('subdomain.') ? `*.${url.host.slice('subdomain.'.length)}` : url.host
  return `${url.protocol}//${host}`
}

/** What the offices page's policy must allow for the map, once the visitor has accepted it. */
export function mapProviderSources(config: MapProviderConfig): PolicySources {
  return config.kind === 'google' ? GOOGLE_MAPS_SOURCES : { 'img-src': [tileOrigin(config.tileUrl)] }
}
