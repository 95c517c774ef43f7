import { describe, expect, it } from 'vitest'
import { continueOutline } from '@/lib/headingLevels'

describe('continueOutline', () => {
  it('starts the text at the given level and keeps the steps between its levels', () => {
    const html = '<h3>A</h3><p>x</p><h4>B</h4><h3>C</h3>'
    expect(continueOutline(html, 2)).toBe('<h2>A</h2><p>x</p><h3>B</h3><h2>C</h2>')
  })

  it('closes gaps inside the text', () => {
    expect(continueOutline('<h2>A</h2><h4>B</h4>', 3)).toBe('<h3>A</h3><h4>B</h4>')
  })

  it('never goes deeper than h6 and leaves text without headings alone', () => {
    expect(continueOutline('<h2>A</h2><h3>B</h3><h4>C</h4>', 4)).toBe('<h4>A</h4><h5>B</h5><h6>C</h6>')
    expect(continueOutline('<p>h3 <b>bold</b></p>', 2)).toBe('<p>h3 <b>bold</b></p>')
  })

  it('leaves other tags that start with h alone', () => {
    expect(continueOutline('<h3>A</h3><hr><header>x</header>', 2)).toBe('<h2>A</h2><hr><header>x</header>')
  })
})
