/** Which map the offices page shows: Leaflet on a tile server (default) or Google Maps with a key. */
export type MapProviderConfig =
  { kind: 'leaflet'; tileUrl: string; attribution: string } | { kind: 'google'; apiKey: string }

/** The host a visitor's browser contacts once the map is accepted, named in the consent notice. */
export function mapProviderHost(config: MapProviderConfig): string {
  if (config.kind === 'google') return 'maps.googleapis.com'
  // A subdomain placeholder ({s}.tiles.example) stands for several hosts of one provider.
  return new URL(config.tileUrl.replace('{s}.', '').replace(/[{}]/g, '')).host
}
