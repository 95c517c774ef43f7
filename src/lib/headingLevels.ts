/**
 * Rich text as an editor wrote it may start at any heading level (the sample content uses h3). Where it is shown,
 * its headings must continue the page's outline without a gap (axe `heading-order`): the highest level in the
 * text becomes `top`, the next one top + 1, and so on, never deeper than h6.
 */
export function continueOutline(html: string, top: 2 | 3 | 4): string {
  const levels = [...new Set([...html.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1])))].sort()
  if (levels.length === 0) return html
  const target = new Map(levels.map((level, index) => [level, Math.min(top + index, 6)]))
  return html.replace(/<(\/?)h([1-6])([\s>])/g, (_, slash: string, level: string, after: string) => {
    return `<${slash}h${target.get(Number(level))}${after}`
  })
}
