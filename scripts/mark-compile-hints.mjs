/**
 * Marks the scripts a public page runs at its start with Chrome's explicit compile hint
 * (`//# allFunctionsCalledOnLoad`, Chrome 136 and later; other browsers read a comment). Chrome then compiles
 * all their functions while it downloads them, on a background thread, instead of one by one on the page's main
 * thread when the framework starts: about half the total blocking time Lighthouse measures (docs/operations.md, "Performance").
 *
 * Which scripts: Next.js's framework scripts (`rootMainFiles`) and the entry scripts of the public site's pages
 * and layouts (`entryJSFiles` of every page under `(frontend)`). Not the back office's own scripts, most of
 * whose functions never run on a given screen, nor scripts loaded later on demand.
 *
 *   node scripts/mark-compile-hints.mjs [distDir]   (default NEXT_DIST_DIR or .next; `npm run build` runs it)
 */
import fs from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

function* manifestFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* manifestFiles(file)
    else if (entry.name.endsWith('_client-reference-manifest.js')) yield file
  }
}

/** The public site's start-up scripts, as paths inside the build folder (`static/chunks/….js`). */
export function startScripts(distDir) {
  const { rootMainFiles } = JSON.parse(fs.readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'))
  const siteDir = path.join(distDir, 'server', 'app', '(frontend)')
  const manifests = fs.existsSync(siteDir) ? [...manifestFiles(siteDir)] : []
  if (!rootMainFiles?.length || !manifests.length) {
    throw new Error(
      `mark-compile-hints: no framework scripts or no page manifests of the public site in ${distDir}`,
    )
  }
  const scripts = new Set(rootMainFiles)
  for (const file of manifests) {
    const sandbox = {}
    sandbox.globalThis = sandbox
    vm.runInNewContext(fs.readFileSync(file, 'utf8'), sandbox)
    for (const manifest of Object.values(sandbox.__RSC_MANIFEST ?? {})) {
      for (const chunks of Object.values(manifest.entryJSFiles ?? {}))
        chunks.forEach((chunk) => scripts.add(chunk))
    }
  }
  return [...scripts].filter((script) => script.endsWith('.js')).sort()
}

/** Puts the hint at the top of each start-up script that lacks it; answers how many it marked. */
export function markCompileHints(distDir) {
  let marked = 0
  for (const script of startScripts(distDir)) {
    const file = path.join(distDir, script)
    const source = fs.readFileSync(file, 'utf8')
    if (source.startsWith(COMPILE_HINT)) continue
    fs.writeFileSync(file, COMPILE_HINT + source)
    marked++
  }
  return marked
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const distDir = process.argv[2] || process.env.NEXT_DIST_DIR || '.next'
  console.log(`mark-compile-hints: ${markCompileHints(distDir)} start-up scripts marked in ${distDir}`)
}
