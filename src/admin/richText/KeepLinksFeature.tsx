'use client'

import { useEffect } from 'react'
import { createClientFeature } from '@payloadcms/richtext-lexical/client'
import {
  $getSelection,
  $isRangeSelection,
  COMMAND_PRIORITY_HIGH,
  COMMAND_PRIORITY_LOW,
  CONTROLLED_TEXT_INSERTION_COMMAND,
  SELECTION_CHANGE_COMMAND,
} from '@payloadcms/richtext-lexical/lexical'
import { useLexicalComposerContext } from '@payloadcms/richtext-lexical/lexical/react/LexicalComposerContext'
import { $atEndOf, $overtypeLink, $typeOnInLink } from './overtypeLink'

/**
 * Typing over a linked word keeps its link, and the letters typed right after stay in it, until the caret
 * leaves (./overtypeLink.ts). Links a translation lost anyway are named under the field (LinkTargetsWarning).
 */
function KeepLinksPlugin() {
  const [editor] = useLexicalComposerContext()
  useEffect(() => {
    let overtyped: string | null = null
    const typed = editor.registerCommand(
      CONTROLLED_TEXT_INSERTION_COMMAND,
      (payload) => {
        if (typeof payload !== 'string') return false
        const selection = $getSelection()
        if (!$isRangeSelection(selection)) return false
        if (overtyped && $typeOnInLink(selection, payload, overtyped)) return true
        overtyped = $overtypeLink(selection, payload)
        return overtyped !== null
      },
      COMMAND_PRIORITY_HIGH,
    )
    const moved = editor.registerCommand(
      SELECTION_CHANGE_COMMAND,
      () => {
        const selection = $getSelection()
        if (overtyped && !($isRangeSelection(selection) && $atEndOf(selection, overtyped))) overtyped = null
        return false
      },
      COMMAND_PRIORITY_LOW,
    )
    return () => {
      typed()
      moved()
    }
  }, [editor])
  return null
}

export const KeepLinksFeatureClient = createClientFeature({
  plugins: [{ Component: KeepLinksPlugin, position: 'normal' }],
})
