import fs from 'node:fs'
import path from 'node:path'
import postcss from 'postcss'
import { describe, expect, it } from 'vitest'

/**
 * Every animation of the site's stylesheets changes only what the browser's compositor animates by itself
 * (opacity, transform). One property more in a keyframe (the page loader's fade once had `visibility`) makes the
 * whole animation run on the page's main thread: a restyle and repaint on each frame, while the page is starting
 * its scripts. Lighthouse lists such animations as "non-composited".
 */
const COMPOSITED = new Set(['opacity', 'transform'])
const SOURCES = path.resolve('src')

function stylesheets(): string[] {
  return fs
    .readdirSync(SOURCES, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => path.join(SOURCES, file))
}

/** Each `@keyframes` of a stylesheet with the properties its frames set. */
function keyframes(file: string): { name: string; properties: string[] }[] {
  const root = postcss.parse(fs.readFileSync(file, 'utf8'), { from: file })
  const found: { name: string; properties: string[] }[] = []
  root.walkAtRules('keyframes', (rule) => {
    const properties = new Set<string>()
    rule.walkDecls((declaration) => void properties.add(declaration.prop))
    found.push({ name: rule.params, properties: [...properties] })
  })
  return found
}

describe('CSS animations', () => {
  const files = stylesheets()

  it('finds the stylesheets with animations, the page loader among them', () => {
    const animated = files.filter((file) => keyframes(file).length > 0).map((file) => path.basename(file))
    expect(animated).toContain('PageLoader.module.css')
    expect(animated.length).toBeGreaterThan(5)
  })

  it.each(files.map((file) => [path.relative(SOURCES, file), file]))(
    '%s animates only opacity and transform',
    (_name, file) => {
      for (const { name, properties } of keyframes(file)) {
        expect(
          properties.filter((property) => !COMPOSITED.has(property)),
          `@keyframes ${name}`,
        ).toEqual([])
      }
    },
  )
})
