import { createContext } from 'react'

/**
 * Whether the visitor typed into the server's form before its code ran (lazyForm): the form starts as typed, so
 * that its leave guard holds from its first render on (a link clicked meanwhile is clicked again right then).
 */
export const TypedBefore = createContext(false)
