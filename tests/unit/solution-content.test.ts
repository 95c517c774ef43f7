import { describe, expect, it } from 'vitest'
import { SOLUTION_CONTENT, solutionTextKeys } from '@/components/Solutions/solutionContent'
import { messages } from '@/i18n/messages'
import { locales } from '@/i18n/routing'

function valueAt(tree: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree)
}

describe('solution pages from one template', () => {
  it.each(locales)('find every text their content asks for in the %s messages', (locale) => {
    for (const [slug, content] of Object.entries(SOLUTION_CONTENT)) {
      const page = (messages[locale].solutions as Record<string, unknown>)[slug]
      const missing = solutionTextKeys(content).filter((key) => typeof valueAt(page, key) !== 'string')
      expect(missing, `solutions.${slug}`).toEqual([])
    }
  })

  it('list a page’s own paragraphs, and no more than its messages have', () => {
    const content = SOLUTION_CONTENT.reparaturen
    expect(solutionTextKeys(content)).toEqual([
      'introTitle',
      'p1',
      'p2',
      'call',
      'formTitle',
      'formText',
      'cardsTitle',
    ])
    for (const locale of locales)
      expect(
        valueAt((messages[locale].solutions as Record<string, unknown>).reparaturen, 'p3'),
      ).toBeUndefined()
  })
})
