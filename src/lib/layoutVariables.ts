import type { CSSProperties } from 'react'
import {
  CONTAINER_MAX_WIDTH_PX,
  CONTAINER_PADDING,
  PAGE_LOADER_MS,
  ROW_COLUMNS_DEFAULT,
  ROW_GAP_DEFAULT,
  SLIDE_MAX_WIDTH_PX,
  TRANSITION_DEFAULT_MS,
  WAVE_PATH_LOOP_MS,
} from './constants'

/**
 * The spec's layout constants as CSS custom properties on the root element: the stylesheets read
 * var(--container), var(--row-gap), ... so each number is written once, in constants.ts.
 */
export const layoutVariables = {
  '--container': `${CONTAINER_MAX_WIDTH_PX}px`,
  '--container-padding': CONTAINER_PADDING,
  '--slide-max-width': `${SLIDE_MAX_WIDTH_PX}px`,
  '--row-columns': String(ROW_COLUMNS_DEFAULT),
  '--row-gap': ROW_GAP_DEFAULT,
  '--transition': `${TRANSITION_DEFAULT_MS}ms`,
  '--page-loader': `${PAGE_LOADER_MS}ms`,
  '--wave-loop': `${WAVE_PATH_LOOP_MS}ms`,
} as CSSProperties
