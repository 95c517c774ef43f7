'use client'

import { useEffect, useEffectEvent, useRef } from 'react'
import { importLibrary, setOptions } from '@googlemaps/js-api-loader'
import { MAP_BOUNCE_MS, MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM } from '@/lib/constants'
import type { MapViewProps } from './mapView'
import styles from './OfficeMap.module.css'

/** A calm, low-contrast map so that the markers carry the colour (the site's navy and signal yellow). */
const MAP_STYLES: google.maps.MapTypeStyle[] = [
  { elementType: 'geometry', stylers: [{ color: '#eef1f4' }] },
  { elementType: 'labels.text.fill', stylers: [{ color: '#4a5868' }] },
  { elementType: 'labels.text.stroke', stylers: [{ color: '#ffffff' }] },
  { featureType: 'poi', stylers: [{ visibility: 'off' }] },
  { featureType: 'transit', stylers: [{ visibility: 'off' }] },
  { featureType: 'road', elementType: 'geometry', stylers: [{ color: '#ffffff' }] },
  { featureType: 'road.highway', elementType: 'geometry', stylers: [{ color: '#d5dbe1' }] },
  { featureType: 'water', elementType: 'geometry', stylers: [{ color: '#c9d6e3' }] },
]

const pinIcon = (active: boolean): google.maps.Symbol => ({
  path: 'M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 32 12 32s12-11.2 12-20.1C24 5.3 18.6 0 12 0z',
  fillColor: active ? '#f5c400' : '#0b2545',
  fillOpacity: 1,
  strokeColor: '#0b2545',
  strokeWeight: 1.5,
  anchor: new google.maps.Point(12, 32),
  scale: 1.25,
})

let optionsSet = false

/** The styled Google map, used when NEXT_PUBLIC_GOOGLE_MAPS_API_KEY is configured. */
export default function GoogleMap({
  provider,
  locale,
  label,
  offices,
  selection,
  onReady,
  onFailure,
  onMarkerSelect,
}: MapViewProps) {
  const container = useRef<HTMLDivElement>(null)
  const map = useRef<google.maps.Map | null>(null)
  const markers = useRef(new Map<number, google.maps.Marker>())
  const ready = useEffectEvent(onReady)
  const failed = useEffectEvent(onFailure)
  const markerSelect = useEffectEvent(onMarkerSelect)

  useEffect(() => {
    if (provider.kind !== 'google' || !container.current) return
    const element = container.current
    const placed = markers.current
    let cancelled = false
    if (!optionsSet) {
      setOptions({ key: provider.apiKey, v: 'weekly', language: locale })
      optionsSet = true
    }
    // Google calls this global when the key is refused.
    ;(window as unknown as { gm_authFailure?: () => void }).gm_authFailure = () => failed()
    Promise.all([importLibrary('maps'), importLibrary('marker')])
      .then(([{ Map }, { Marker }]) => {
        if (cancelled) return
        const view = new Map(element, {
          center: MAP_DEFAULT_CENTER,
          zoom: MAP_DEFAULT_ZOOM,
          styles: MAP_STYLES,
          mapTypeControl: false,
          streetViewControl: false,
        })
        element.setAttribute('aria-label', label)
        for (const office of offices) {
          const marker = new Marker({ map: view, position: office, title: office.name, icon: pinIcon(false) })
          marker.addListener('click', () => markerSelect(office.id))
          placed.set(office.id, marker)
        }
        map.current = view
        ready()
      })
      .catch(() => {
        if (!cancelled) failed()
      })
    return () => {
      cancelled = true
      for (const marker of placed.values()) marker.setMap(null)
      placed.clear()
      map.current = null
    }
  }, [provider, locale, label, offices])

  useEffect(() => {
    const office = selection && offices.find((candidate) => candidate.id === selection.id)
    const target = selection && markers.current.get(selection.id)
    if (!map.current || !office || !target) return
    map.current.panTo(office)
    for (const [id, marker] of markers.current) {
      marker.setIcon(pinIcon(id === office.id))
      marker.setZIndex(id === office.id ? 1000 : undefined)
    }
    if (!selection.bounce) return
    target.setAnimation(google.maps.Animation.BOUNCE)
    const stop = window.setTimeout(() => target.setAnimation(null), MAP_BOUNCE_MS)
    return () => {
      window.clearTimeout(stop)
      target.setAnimation(null)
    }
  }, [selection, offices])

  return <div ref={container} className={styles.canvas} data-testid="office-map" data-provider="google" />
}
