import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { COMPILE_HINT, markCompileHints, startScripts } from '../../scripts/mark-compile-hints.mjs'

/** A build folder in miniature: two framework scripts, one public page, one back-office page. */
function buildFolder(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'))
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true })
    fs.writeFileSync(path.join(dist, file), text)
  }
  write(
    'build-manifest.json',
    JSON.stringify({ rootMainFiles: ['static/chunks/react.js', 'static/chunks/next.js'] }),
  )
  const manifest = (route: string, entries: Record<string, string[]>) =>
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\n` +
    `globalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify({ clientModules: {}, entryJSFiles: entries })};`
  write(
    'server/app/(frontend)/[locale]/kontakt/page_client-reference-manifest.js',
    manifest('/(frontend)/[locale]/kontakt/page', {
      layout: ['static/chunks/layout.js'],
      page: ['static/chunks/layout.js', 'static/chunks/contact.js', 'static/chunks/contact.css'],
    }),
  )
  write(
    'server/app/(payload)/admin/[[...segments]]/page_client-reference-manifest.js',
    manifest('/(payload)/admin/[[...segments]]/page', { page: ['static/chunks/admin.js'] }),
  )
  for (const name of ['react', 'next', 'layout', 'contact', 'admin', 'on-demand']) {
    write(`static/chunks/${name}.js`, `(globalThis.TURBOPACK||[]).push(["${name}"])`)
  }
  write('static/chunks/contact.css', 'h1{color:red}')
  return dist
}

const read = (dist: string, name: string) => fs.readFileSync(path.join(dist, 'static/chunks', name), 'utf8')

describe('compile hints for the public pages’ start-up scripts', () => {
  it('marks the framework scripts and the public pages’ entry scripts, and nothing else', () => {
    const dist = buildFolder()
    expect(startScripts(dist)).toEqual([
      'static/chunks/contact.js',
      'static/chunks/layout.js',
      'static/chunks/next.js',
      'static/chunks/react.js',
    ])
    expect(markCompileHints(dist)).toBe(4)
    for (const name of ['react.js', 'next.js', 'layout.js', 'contact.js']) {
      expect(read(dist, name)).toBe(
        `${COMPILE_HINT}(globalThis.TURBOPACK||[]).push(["${name.slice(0, -3)}"])`,
      )
    }
    expect(read(dist, 'admin.js')).not.toContain('allFunctionsCalledOnLoad')
    expect(read(dist, 'on-demand.js')).not.toContain('allFunctionsCalledOnLoad')
    expect(read(dist, 'contact.css')).toBe('h1{color:red}')
  })

  it('marks each script once, however often the build step runs', () => {
    const dist = buildFolder()
    markCompileHints(dist)
    expect(markCompileHints(dist)).toBe(0)
    expect(read(dist, 'react.js').split('allFunctionsCalledOnLoad')).toHaveLength(2)
  })

  it('fails the build when it cannot find the public pages (a changed build layout)', () => {
    const dist = buildFolder()
    fs.rmSync(path.join(dist, 'server/app/(frontend)'), { recursive: true })
    expect(() => markCompileHints(dist)).toThrow(/no framework scripts or no page manifests/)
  })
})
