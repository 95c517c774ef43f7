import {
  $isElementNode,
  $isTextNode,
  type ElementNode,
  type LexicalNode,
  type PointType,
  type RangeSelection,
  type TextNode,
} from '@payloadcms/richtext-lexical/lexical'

/** The editor's link nodes: a link set by the editor and one made of a typed address. */
const LINK_TYPES = new Set(['link', 'autolink'])

function asLink(node: LexicalNode | null | undefined): ElementNode | null {
  return node && $isElementNode(node) && LINK_TYPES.has(node.getType()) ? node : null
}

function enclosingLink(node: LexicalNode): ElementNode | null {
  for (let current: LexicalNode | null = node; current; current = current.getParent()) {
    const link = asLink(current)
    if (link) return link
  }
  return null
}

/** Where a selection's edge lies in a link's text: the text node and the offset in it. */
type Place = { link: ElementNode; index: number; offset: number }

/**
 * The link a selection's start or end stands in, with the place in its text. Lexical moves the edge of a
 * selection that begins at a link's first letter to the end of the text before the link (and one that ends at
 * its last letter, at times, to the start of the text after it): such an edge touching the link from outside
 * counts as the link's first or last letter.
 */
function placeOf(point: PointType, edge: 'start' | 'end'): Place | null {
  const node = point.getNode()
  const inside = enclosingLink(node)
  if (inside) {
    const texts = inside.getAllTextNodes()
    if (point.type === 'text') {
      const index = texts.findIndex((text) => text.is(node))
      return index < 0 ? null : { link: inside, index, offset: point.offset }
    }
    // A point on the link element itself: before its first or after its last child.
    if (!node.is(inside) || texts.length === 0) return null
    if (point.offset === 0) return { link: inside, index: 0, offset: 0 }
    if (point.offset === inside.getChildrenSize())
      return { link: inside, index: texts.length - 1, offset: texts[texts.length - 1].getTextContentSize() }
    return null
  }
  let outside: ElementNode | null = null
  if ($isTextNode(node)) {
    if (edge === 'start' && point.offset === node.getTextContentSize())
      outside = asLink(node.getNextSibling())
    if (edge === 'end' && point.offset === 0) outside = asLink(node.getPreviousSibling())
  } else if ($isElementNode(node)) {
    outside = asLink(
      edge === 'start' ? node.getChildAtIndex(point.offset) : node.getChildAtIndex(point.offset - 1),
    )
  }
  const texts = outside?.getAllTextNodes() ?? []
  if (!outside || texts.length === 0) return null
  return edge === 'start'
    ? { link: outside, index: 0, offset: 0 }
    : { link: outside, index: texts.length - 1, offset: texts[texts.length - 1].getTextContentSize() }
}

/**
 * Typing over text of one link keeps the link: what is typed takes the place of the selected letters inside it.
 * Lexical otherwise removes the selected text first, drops the link it emptied and writes the new words beside
 * it — a translator overtyping a linked German word lost the link. Returns the key of the text node written to,
 * or null where it left the typing to the editor (a selection reaching beyond one link).
 */
export function $overtypeLink(selection: RangeSelection, text: string): string | null {
  if (selection.isCollapsed() || text === '') return null
  const [first, last] = selection.isBackward()
    ? [selection.focus, selection.anchor]
    : [selection.anchor, selection.focus]
  const start = placeOf(first, 'start')
  const end = placeOf(last, 'end')
  if (!start || !end || !start.link.is(end.link)) return null
  const texts: TextNode[] = start.link.getAllTextNodes()
  const [from, to] = [texts[start.index], texts[end.index]]
  if (start.index === end.index) {
    from.spliceText(start.offset, end.offset - start.offset, text, false)
  } else {
    from.spliceText(start.offset, from.getTextContentSize() - start.offset, text, false)
    for (const between of texts.slice(start.index + 1, end.index)) between.remove()
    to.spliceText(0, end.offset, '', false)
    if (to.getTextContentSize() === 0) to.remove()
  }
  const caret = start.offset + text.length
  from.select(caret, caret)
  return from.getKey()
}

/**
 * The overtyped link's text node `key` where the caret stands at its end: in it, or where Lexical puts a caret at
 * a link's end once the link has more than one letter — at the start of the text after the link.
 */
function $linkEnd(selection: RangeSelection, key: string): TextNode | null {
  if (!selection.isCollapsed() || selection.anchor.type !== 'text') return null
  const node = selection.anchor.getNode()
  const offset = selection.anchor.offset
  if (node.getKey() === key)
    return $isTextNode(node) && enclosingLink(node) && offset === node.getTextContentSize() ? node : null
  if (offset !== 0) return null
  const last = asLink(node.getPreviousSibling())?.getAllTextNodes().at(-1)
  return last && last.getKey() === key ? last : null
}

/**
 * The letters typed next, at the end of the link just overtyped, stay in it too: Lexical writes text typed at a
 * link's end after the link. `key` is the text node $overtypeLink wrote to; returns whether it took the typing.
 */
export function $typeOnInLink(selection: RangeSelection, text: string, key: string): boolean {
  const node = text === '' ? null : $linkEnd(selection, key)
  if (!node) return false
  const end = node.getTextContentSize() + text.length
  node.spliceText(node.getTextContentSize(), 0, text, false)
  node.select(end, end)
  return true
}

/** Whether the caret still stands where typing continues the overtyped link: at its end. */
export function $atEndOf(selection: RangeSelection, key: string): boolean {
  return $linkEnd(selection, key) !== null
}
