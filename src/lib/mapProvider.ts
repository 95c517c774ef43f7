/** Which map the offices page shows: Leaflet on a tile server (default) or Google Maps with a key. */
export type MapProviderConfig =
  { kind: 'leaflet'; tileUrl: string; attribution: string } | { kind: 'google'; apiKey: string }

/** The host a visitor's browser contacts once the map is accepted, named in the consent notice. */
export function mapProviderHost(config: MapProviderConfig): string {
  return config.kind === 'google' ? 'maps.googleapis.com' : new URL(config.tileUrl.replace(/[{}]/g, '')).host
}
