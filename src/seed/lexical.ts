import type { RichBlock } from './types'

/** Builds Payload's Lexical JSON from the seed's small block format (paragraphs, headings, lists, **bold**). */

type Node = Record<string, unknown>

function textNodes(text: string): Node[] {
  return text
    .split(/(\*\*[^*]+\*\*)/)
    .filter(Boolean)
    .map((part) => {
      const bold = part.startsWith('**') && part.endsWith('**')
      return {
        type: 'text',
        version: 1,
        text: bold ? part.slice(2, -2) : part,
        format: bold ? 1 : 0,
        detail: 0,
        mode: 'normal',
        style: '',
      }
    })
}

const element = (type: string, children: Node[], extra: Node = {}): Node => ({
  type,
  version: 1,
  direction: 'ltr',
  format: '',
  indent: 0,
  children,
  ...extra,
})

function block(value: RichBlock): Node {
  if (typeof value === 'string')
    return element('paragraph', textNodes(value), { textFormat: 0, textStyle: '' })
  if ('h' in value) return element('heading', textNodes(value.h), { tag: 'h3' })
  return element(
    'list',
    value.ul.map((item, index) => element('listitem', textNodes(item), { value: index + 1 })),
    { listType: 'bullet', start: 1, tag: 'ul' },
  )
}

export function richText(blocks: RichBlock[]) {
  return { root: element('root', blocks.map(block)) }
}
