'use client'

import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react'
import type { Office } from '@/data/offices'
import type { MapProviderConfig } from '@/lib/mapProvider'
import { HEADER_SCROLL_DEBOUNCE_MS, MAP_FIRST_OFFICE_DELAY_MS, MAP_SCROLL_OFFSET_PX } from '@/lib/constants'
import { OfficeList } from '@/components/About/OfficeList'
import { setConsent, useConsent } from '@/components/Consent/consent'
import { useHydrated } from '@/lib/use-hydrated'
import { prefersReducedMotion, type MapOffice, type MapSelection, type MapViewProps } from './mapView'
import styles from './OfficeMap.module.css'

type Labels = {
  list: Parameters<typeof OfficeList>[0]['labels']
  map: { label: string; loading: string; failure: string }
}

/** `notice`: the consent notice (MapConsentNotice, server markup); its button accepts the map service. */
type Props = {
  offices: Office[]
  provider: MapProviderConfig
  locale: string
  labels: Labels
  notice: ReactNode
}

const loadView = (provider: MapProviderConfig) =>
  provider.kind === 'google' ? import('./GoogleMap') : import('./LeafletMap')

/**
 * The offices and their map (spec §2 Locations, §4 Map consent). The map and its provider's code load only
 * after the visitor accepts the notice; then the first office is selected after a second, and a click on an
 * office selects it, pans the map to it, makes its marker bounce and scrolls the map into view.
 */
export function OfficeLocator({ offices, provider, locale, labels, notice }: Props) {
  const consented = useConsent('map')
  const hydrated = useHydrated()
  const [View, setView] = useState<ComponentType<MapViewProps> | null>(null)
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading')
  const [selection, setSelection] = useState<MapSelection | null>(null)
  const section = useRef<HTMLElement>(null)
  const focusMapOnLoad = useRef(false)
  const mapOffices = useMapOffices(offices)

  useEffect(() => {
    if (!consented) return
    let live = true
    loadView(provider)
      .then((module) => live && setView(() => module.default))
      .catch(() => live && setStatus('failed'))
    return () => {
      live = false
      setView(null)
      setStatus('loading')
    }
  }, [consented, provider])

  const select = useCallback((id: number, scroll: boolean) => {
    setSelection((previous) => ({ id, bounce: true, seq: (previous?.seq ?? 0) + 1 }))
    if (scroll && section.current) scrollToMap(section.current)
  }, [])

  const onReady = useCallback(() => {
    setStatus('ready')
    if (focusMapOnLoad.current) {
      focusMapOnLoad.current = false
      section.current
        ?.querySelector<HTMLElement>('[data-testid="office-map"]')
        ?.focus({ preventScroll: true })
    }
  }, [])

  // One second after the map is there, the first office is selected; the page itself does not move.
  useEffect(() => {
    if (status !== 'ready' || !mapOffices.length) return
    const timer = window.setTimeout(
      () => setSelection((previous) => previous ?? { id: mapOffices[0].id, bounce: false, seq: 1 }),
      MAP_FIRST_OFFICE_DELAY_MS,
    )
    return () => window.clearTimeout(timer)
  }, [status, mapOffices])

  const accept = () => {
    focusMapOnLoad.current = true
    setConsent('map', true)
  }

  return (
    <>
      <OfficeList
        offices={offices}
        labels={labels.list}
        activeId={selection?.id ?? null}
        onSelect={(id) => select(id, true)}
      />
      <section
        id="scroll-map"
        ref={section}
        className={styles.map}
        aria-label={labels.map.label}
        data-testid="map-slot"
        data-hydrated={hydrated}
      >
        {consented ? (
          <div className={styles.frame} data-status={status}>
            {View && (
              <View
                provider={provider}
                locale={locale}
                label={labels.map.label}
                offices={mapOffices}
                selection={selection}
                onReady={onReady}
                onFailure={() => setStatus('failed')}
                onMarkerSelect={(id) => select(id, false)}
              />
            )}
            {status === 'loading' && (
              <p className={styles.overlay} role="status">
                {labels.map.loading}
              </p>
            )}
            {status === 'failed' && (
              <p className={`${styles.overlay} ${styles.failure}`} role="alert" data-testid="map-failure">
                {labels.map.failure}
              </p>
            )}
          </div>
        ) : (
          <div
            className={styles.notice}
            data-testid="map-consent"
            onClick={(event) => {
              if ((event.target as Element).closest('button')) accept()
            }}
          >
            {notice}
          </div>
        )}
      </section>
    </>
  )
}

/**
 * Scrolls the map to MAP_SCROLL_OFFSET_PX below the top. The sticky header drops its top bar once the page is
 * scrolled (debounced), which moves the map up after the scroll, so the position is corrected once it has.
 */
function scrollToMap(map: HTMLElement) {
  const offset = () => map.getBoundingClientRect().top - MAP_SCROLL_OFFSET_PX
  const behavior = prefersReducedMotion() ? 'auto' : 'smooth'
  window.scrollTo({ top: window.scrollY + offset(), behavior })
  const correct = () => {
    if (Math.abs(offset()) > 1) window.scrollTo({ top: window.scrollY + offset(), behavior })
  }
  window.addEventListener('scrollend', () => window.setTimeout(correct, HEADER_SCROLL_DEBOUNCE_MS + 50), {
    once: true,
  })
}

/** Offices with coordinates, in list order; the same array across renders so the map is built once. */
function useMapOffices(offices: Office[]): MapOffice[] {
  const [mapOffices] = useState(() =>
    offices.flatMap((office) =>
      office.lat !== null && office.lng !== null
        ? [{ id: office.id, name: office.name, lat: office.lat, lng: office.lng }]
        : [],
    ),
  )
  return mapOffices
}
