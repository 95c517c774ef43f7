import { describe, expect, it } from 'vitest'
import { createHeadlessEditor } from '@payloadcms/richtext-lexical/lexical/headless'
import { $createLinkNode, LinkNode, type LinkNode as Link } from '@payloadcms/richtext-lexical/lexical/link'
import {
  $createParagraphNode,
  $createRangeSelection,
  $createTextNode,
  $getRoot,
  $getSelection,
  $isRangeSelection,
  $setSelection,
  type LexicalEditor,
  type TextNode,
} from '@payloadcms/richtext-lexical/lexical'
import { $atEndOf, $overtypeLink, $typeOnInLink } from '@/admin/richText/overtypeLink'

type Parts = { before: TextNode; link: Link; linked: TextNode; after: TextNode }

/** "Lesen Sie die Pressemitteilung heute" with "Pressemitteilung" linked. */
function editorWithLink(): { editor: LexicalEditor; parts: Parts } {
  const editor = createHeadlessEditor({
    nodes: [LinkNode],
    onError: (error) => {
      throw error
    },
  })
  let parts!: Parts
  editor.update(
    () => {
      const before = $createTextNode('Lesen Sie die ')
      const link = $createLinkNode('https://sekundenwerk.example/presse')
      const linked = $createTextNode('Pressemitteilung')
      const after = $createTextNode(' heute')
      link.append(linked)
      $getRoot().append($createParagraphNode().append(before, link, after))
      parts = { before, link, linked, after }
    },
    { discrete: true },
  )
  return { editor, parts }
}

/** The paragraph as text, the link's words in brackets. */
function shown(editor: LexicalEditor): string {
  return editor.getEditorState().read(() =>
    $getRoot()
      .getFirstChildOrThrow<LinkNode>()
      .getChildren()
      .map((child) => (child.getType() === 'link' ? `[${child.getTextContent()}]` : child.getTextContent()))
      .join(''),
  )
}

/** Selects from one text point to another (backward when `backward`) and types `text` as the editor would. */
function overtype(
  editor: LexicalEditor,
  [startNode, startOffset]: [TextNode, number],
  [endNode, endOffset]: [TextNode, number],
  text: string,
  backward = false,
): string | null {
  let written: string | null = null
  editor.update(
    () => {
      const selection = $createRangeSelection()
      const [anchor, focus] = backward
        ? [[endNode, endOffset] as const, [startNode, startOffset] as const]
        : [[startNode, startOffset] as const, [endNode, endOffset] as const]
      selection.anchor.set(anchor[0].getKey(), anchor[1], 'text')
      selection.focus.set(focus[0].getKey(), focus[1], 'text')
      $setSelection(selection)
      written = $overtypeLink(selection, text)
      if (written === null) selection.insertText(text)
    },
    { discrete: true },
  )
  return written
}

function typeOn(editor: LexicalEditor, key: string, text: string) {
  editor.update(
    () => {
      const selection = $getSelection()
      if (!$isRangeSelection(selection)) throw new Error('no selection')
      if (!$typeOnInLink(selection, text, key)) selection.insertText(text)
    },
    { discrete: true },
  )
}

describe('overtyping a linked word', () => {
  it('keeps the link when the selection starts where Lexical puts it: at the end of the text before the link', () => {
    const { editor, parts } = editorWithLink()
    const key = overtype(editor, [parts.before, 'Lesen Sie die '.length], [parts.linked, 16], 'P')
    expect(key).not.toBeNull()
    expect(shown(editor)).toBe('Lesen Sie die [P] heute')
    // The next letters, typed at the link's end, stay in it.
    typeOn(editor, key!, 'r')
    // Lexical puts a caret at the end of a link of two letters or more at the start of the text after it.
    editor.update(() => parts.after.select(0, 0), { discrete: true })
    expect(editor.getEditorState().read(() => $atEndOf($getSelection() as never, key!))).toBe(true)
    typeOn(editor, key!, 'ess release')
    expect(shown(editor)).toBe('Lesen Sie die [Press release] heute')
    expect(editor.getEditorState().read(() => $atEndOf($getSelection() as never, key!))).toBe(true)
  })

  it('keeps it when the selection lies inside the link, also backward, and past its end into the next text', () => {
    for (const [start, end, backward] of [
      [0, 16, false],
      [0, 16, true],
    ] as const) {
      const { editor, parts } = editorWithLink()
      overtype(editor, [parts.linked, start], [parts.linked, end], 'Press release', backward)
      expect(shown(editor)).toBe('Lesen Sie die [Press release] heute')
    }
    const { editor, parts } = editorWithLink()
    overtype(editor, [parts.linked, 0], [parts.after, 0], 'Press release')
    expect(shown(editor)).toBe('Lesen Sie die [Press release] heute')
  })

  it('replaces part of the link inside it', () => {
    const { editor, parts } = editorWithLink()
    overtype(editor, [parts.before, 'Lesen Sie die '.length], [parts.linked, 6], 'Medien')
    expect(shown(editor)).toBe('Lesen Sie die [Medienmitteilung] heute')
  })

  it('leaves a selection reaching beyond the link to the editor: the words replaced, the link gone as before', () => {
    const { editor, parts } = editorWithLink()
    expect(overtype(editor, [parts.before, 6], [parts.linked, 16], 'Sie')).toBeNull()
    expect(shown(editor)).toBe('Lesen Sie heute')
  })

  it('leaves typing elsewhere alone: after the caret left the link, text goes where the editor puts it', () => {
    const { editor, parts } = editorWithLink()
    const key = overtype(editor, [parts.linked, 0], [parts.linked, 16], 'Press')!
    editor.update(() => parts.after.select(1, 1), { discrete: true })
    expect(editor.getEditorState().read(() => $atEndOf($getSelection() as never, key))).toBe(false)
    typeOn(editor, key, 'X')
    expect(shown(editor)).toBe('Lesen Sie die [Press] Xheute')
  })
})
