import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { resolveWithinPackage } from '../support/package-internal-imports.mjs'
import { RESOLVE_SHORTCUT } from '../support/resolveShortcut'

const fileIn = (...parts: string[]) => pathToFileURL(path.resolve('node_modules', ...parts)).href

describe('resolving imports inside packages with a large exports map', () => {
  it('joins the path of a relative import between the package’s own modules and takes the type from package.json', () => {
    expect(resolveWithinPackage('./addDays.js', fileIn('date-fns', 'index.js'))).toEqual({
      url: fileIn('date-fns', 'addDays.js'),
      format: 'module',
    })
    expect(
      resolveWithinPackage(
        '../sql/sql.js',
        fileIn('@payloadcms/drizzle/node_modules/drizzle-orm/sqlite-core/index.js'),
      ),
    ).toEqual({
      url: fileIn('@payloadcms/drizzle/node_modules/drizzle-orm/sql/sql.js'),
      format: 'module',
    })
    expect(resolveWithinPackage('./add.cjs', fileIn('date-fns', 'index.cjs'))).toEqual({
      url: fileIn('date-fns', 'add.cjs'),
      format: 'commonjs',
    })
  })

  it('gives the shortcut the same answer as Node’s own resolution', () => {
    const parent = fileIn('date-fns', 'index.js')
    const node = createRequire(parent).resolve('./addDays.js')
    expect(resolveWithinPackage('./addDays.js', parent)?.url).toBe(pathToFileURL(node).href)
  })

  it('leaves everything else to Node', () => {
    // A bare specifier, a path leaving the package, a parent outside node_modules, a package with a small map,
    // a file without an extension, and a typeless package (Node then decides by the file's syntax).
    expect(resolveWithinPackage('date-fns', fileIn('payload', 'dist', 'index.js'))).toBeNull()
    expect(resolveWithinPackage('../zod/index.js', fileIn('date-fns', 'index.js'))).toBeNull()
    expect(
      resolveWithinPackage('./lib/env.ts', pathToFileURL(path.resolve('src', 'index.ts')).href),
    ).toBeNull()
    expect(resolveWithinPackage('./index.js', fileIn('zod', 'index.js'))).toBeNull()
    expect(resolveWithinPackage('./addDays', fileIn('date-fns', 'index.js'))).toBeNull()
    expect(
      resolveWithinPackage('./LexicalComposer.dev.js', fileIn('@lexical', 'react', 'LexicalComposer.js')),
    ).toBeNull()
  })

  it('is loaded into this test worker', () => {
    expect(process.execArgv.join(' ')).toContain(RESOLVE_SHORTCUT.join(' '))
  })
})
