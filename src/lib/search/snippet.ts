import type { SnippetPart } from './types'
import { fold } from './text'

/** Characters of context before the first match; a snippet holds about three times as many. */
const CONTEXT = 90
const WORD_SPLIT = /([\p{L}\p{N}]+)/u

/** Marks each run of word tokens (odd indexes) that spells `phrase`, the separators between them included. */
function markPhrase(tokens: string[], folded: string[], phrase: readonly string[], marks: boolean[]): void {
  for (let start = 1; start + 2 * (phrase.length - 1) < tokens.length; start += 2) {
    let k = 0
    // A phrase does not run across a line break (from one list item or heading into the next).
    while (
      k < phrase.length &&
      folded[start + 2 * k] === phrase[k] &&
      !(k > 0 && tokens[start + 2 * k - 1].includes('\n'))
    )
      k++
    if (k < phrase.length) continue
    for (let i = start; i <= start + 2 * (phrase.length - 1); i++) marks[i] = true
  }
}

/**
 * A piece of `text` around its first match, cut at word boundaries, with the matched words (`words`, folded) and
 * the quoted phrases marked, a phrase as one mark. Line breaks (between list items, headings, paragraphs) read
 * as " · ", so two items never run together.
 */
export function snippet(
  text: string,
  words: ReadonlySet<string>,
  phrases: readonly (readonly string[])[],
): SnippetPart[] {
  const tokens = text.split(WORD_SPLIT)
  const folded = tokens.map((token, i) => (i % 2 === 1 ? fold(token) : ''))
  const marks = new Array<boolean>(tokens.length).fill(false)
  for (const phrase of phrases) markPhrase(tokens, folded, phrase, marks)
  for (let i = 1; i < tokens.length; i += 2) if (words.has(folded[i])) marks[i] = true

  const first = marks.indexOf(true)
  let offset = 0
  for (let i = 0; i < Math.max(first, 0); i++) offset += tokens[i].length
  const start = first < 0 ? 0 : Math.max(0, text.lastIndexOf(' ', Math.max(0, offset - CONTEXT)) + 1)
  const endAt = text.indexOf(' ', Math.min(text.length, offset + CONTEXT * 2))
  const end = endAt < 0 ? text.length : endAt

  const parts: SnippetPart[] = []
  const push = (piece: string, match: boolean) => {
    if (!piece) return
    const last = parts[parts.length - 1]
    if (last && last.match === match) last.text += piece
    else parts.push({ text: piece, match })
  }
  if (start > 0) push('… ', false)
  let at = 0
  for (const [i, token] of tokens.entries()) {
    const from = Math.max(at, start)
    const to = Math.min(at + token.length, end)
    at += token.length
    if (from >= to) continue
    push(
      token.slice(from - (at - token.length), to - (at - token.length)).replace(/\s*\n\s*/g, ' · '),
      marks[i],
    )
  }
  if (end < text.length) push(' …', false)
  return parts
}
