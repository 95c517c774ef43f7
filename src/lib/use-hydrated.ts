import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/** False while server-rendered HTML is shown, true once React runs in the browser (no effect, no re-render loop). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
