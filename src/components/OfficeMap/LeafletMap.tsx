'use client'

import { useEffect, useEffectEvent, useRef } from 'react'
import L from 'leaflet'
import 'leaflet/dist/leaflet.css'
import { MAP_BOUNCE_MS, MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM } from '@/lib/constants'
import { prefersReducedMotion, type MapViewProps } from './mapView'
import styles from './OfficeMap.module.css'

const PIN = `<svg viewBox="0 0 24 32" width="30" height="40" aria-hidden="true" focusable="false"><path d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 32 12 32s12-11.2 12-20.1C24 5.3 18.6 0 12 0z"/><circle cx="12" cy="12" r="4.6"/></svg>`

/** The default map: Leaflet (served by the site) on the configured tile server, with our own markers. */
export default function LeafletMap({
  provider,
  label,
  offices,
  selection,
  onReady,
  onFailure,
  onMarkerSelect,
}: MapViewProps) {
  const container = useRef<HTMLDivElement>(null)
  const map = useRef<L.Map | null>(null)
  const pins = useRef(new Map<number, { marker: L.Marker; pin: HTMLElement }>())
  const ready = useEffectEvent(onReady)
  const failed = useEffectEvent(onFailure)
  const markerSelect = useEffectEvent(onMarkerSelect)

  useEffect(() => {
    if (provider.kind !== 'leaflet' || !container.current) return
    const view = L.map(container.current, {
      center: [MAP_DEFAULT_CENTER.lat, MAP_DEFAULT_CENTER.lng],
      zoom: MAP_DEFAULT_ZOOM,
      scrollWheelZoom: false,
    })
    view.getContainer().setAttribute('aria-label', label)
    // The tile layer reports 'load' once every visible tile has settled; if not one arrived, the provider failed.
    let tilesLoaded = 0
    L.tileLayer(provider.tileUrl, { attribution: provider.attribution, maxZoom: 19 })
      .on('tileload', () => tilesLoaded++)
      .on('load', () => {
        if (tilesLoaded === 0) failed()
      })
      .addTo(view)
    const placed = pins.current
    for (const office of offices) {
      const marker = L.marker([office.lat, office.lng], {
        icon: L.divIcon({
          className: styles.markerIcon,
          html: `<span class="${styles.pin}" data-office-id="${office.id}">${PIN}</span>`,
          iconSize: [30, 40],
          iconAnchor: [15, 40],
        }),
        title: office.name,
        alt: office.name,
        keyboard: true,
      })
        .on('click', () => markerSelect(office.id))
        // Leaflet gives markers role=button and a tab stop, but Enter only opens popups: a button also acts on keys.
        .on('keypress', (event: L.LeafletKeyboardEvent) => {
          if (event.originalEvent.key === 'Enter' || event.originalEvent.key === ' ') markerSelect(office.id)
        })
        .addTo(view)
      const pin = marker.getElement()?.querySelector<HTMLElement>('[data-office-id]')
      if (pin) placed.set(office.id, { marker, pin })
    }
    map.current = view
    ready()
    return () => {
      view.remove()
      placed.clear()
      map.current = null
    }
  }, [provider, label, offices])

  useEffect(() => {
    const target = selection && pins.current.get(selection.id)
    const office = selection && offices.find((candidate) => candidate.id === selection.id)
    if (!map.current || !target || !office) return
    map.current.panTo([office.lat, office.lng], { animate: !prefersReducedMotion() })
    for (const [id, { marker, pin }] of pins.current) {
      pin.setAttribute('data-active', String(id === office.id))
      marker.setZIndexOffset(id === office.id ? 1000 : 0)
    }
    if (!selection.bounce) return
    const { pin } = target
    pin.setAttribute('data-bouncing', 'true')
    const stop = window.setTimeout(() => pin.removeAttribute('data-bouncing'), MAP_BOUNCE_MS)
    return () => {
      window.clearTimeout(stop)
      pin.removeAttribute('data-bouncing')
    }
  }, [selection, offices])

  return <div ref={container} className={styles.canvas} data-testid="office-map" data-provider="leaflet" />
}
