import { Parser } from 'htmlparser2'

/** A block of an HTML text as a reader sees it: a heading, or a paragraph, list item or table cell. */
export type TextBlock = { heading: boolean; text: string }

/** Elements that end a line where they start and end: a reader never reads two of them as one run of words. */
const BLOCKS = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'tr',
  'td',
  'th',
  'dt',
  'dd',
  'dl',
  'table',
  'section',
  'article',
  'figcaption',
  'address',
  'pre',
  'hr',
])
const HEADING = /^h[1-6]$/

/**
 * The text of an HTML fragment as a visitor reads it, in blocks: entities decoded (`&amp;` is "&"), each
 * paragraph, list item, cell and heading a block of its own (never "Alarmdisplays" and "Einbau" glued to one
 * word), whitespace collapsed, scripts and styles left out. Built on htmlparser2, the parser sanitize-html uses.
 */
export function htmlBlocks(html: string): TextBlock[] {
  const blocks: TextBlock[] = []
  let text = ''
  let heading = 0
  let skipped = 0
  const end = () => {
    const clean = text.replace(/\s+/g, ' ').trim()
    if (clean) blocks.push({ heading: heading > 0, text: clean })
    text = ''
  }
  const parser = new Parser(
    {
      onopentag(name) {
        if (name === 'script' || name === 'style') skipped++
        if (BLOCKS.has(name)) end()
        if (HEADING.test(name)) heading++
      },
      ontext(data) {
        if (!skipped) text += data
      },
      onclosetag(name) {
        if (name === 'script' || name === 'style') skipped--
        if (BLOCKS.has(name)) end()
        if (HEADING.test(name)) heading--
      },
    },
    { decodeEntities: true },
  )
  parser.write(html)
  parser.end()
  end()
  return blocks
}

/** An HTML fragment's text, one block per line (see htmlBlocks). */
export function htmlText(html: string): string {
  return htmlBlocks(html)
    .map((block) => block.text)
    .join('\n')
}
