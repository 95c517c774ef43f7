import type { MapProviderConfig } from '@/lib/mapProvider'

/** An office as the map needs it. */
export type MapOffice = { id: number; name: string; lat: number; lng: number }

/** The office to show; `seq` makes a repeated click on the same office pan and bounce again. */
export type MapSelection = { id: number; bounce: boolean; seq: number }

/** What both map providers (Leaflet, Google) receive; each is loaded only after consent. */
export type MapViewProps = {
  provider: MapProviderConfig
  locale: string
  label: string
  offices: MapOffice[]
  selection: MapSelection | null
  onReady: () => void
  onFailure: () => void
  onMarkerSelect: (id: number) => void
}

export const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches
