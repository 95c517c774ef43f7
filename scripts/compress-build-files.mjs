/**
 * Writes each script and stylesheet of the build (`static/**\/*.js|css`) once more beside itself, compressed with
 * Brotli at its highest quality (`<file>.br`). The site's server sends that copy to browsers that accept Brotli
 * (src/server/compressedBuildFiles.ts): at the quality the server could afford per request (4), the page's
 * scripts were about 14 % larger. The files never change after the build, so the slow compression is paid once.
 * Runs after scripts/mark-compile-hints.mjs, which changes the start-up scripts.
 *
 *   node scripts/compress-build-files.mjs [distDir]   (default NEXT_DIST_DIR or .next; `npm run build` runs it)
 */
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

const brotli = promisify(zlib.brotliCompress)
const COMPRESSED_EXTENSIONS = ['.js', '.css']

function* buildFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* buildFiles(file)
    else if (COMPRESSED_EXTENSIONS.includes(path.extname(entry.name))) yield file
  }
}

/** Compresses every script and stylesheet under `<distDir>/static`; returns how many and their sizes. */
export async function compressBuildFiles(distDir) {
  const files = [...buildFiles(path.join(distDir, 'static'))]
  let before = 0
  let after = 0
  // A few at a time: Brotli's highest quality takes the thread pool's threads for a while each.
  for (let start = 0; start < files.length; start += 4) {
    await Promise.all(
      files.slice(start, start + 4).map(async (file) => {
        const bytes = fs.readFileSync(file)
        const compressed = await brotli(bytes, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        })
        fs.writeFileSync(`${file}.br`, compressed)
        before += bytes.length
        after += compressed.length
      }),
    )
  }
  return { files: files.length, before, after }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const distDir = process.argv[2] || process.env.NEXT_DIST_DIR || '.next'
  const { files, before, after } = await compressBuildFiles(distDir)
  console.log(
    `compress-build-files: ${files} scripts and stylesheets in ${distDir}, ${before} bytes, ${after} with Brotli`,
  )
}
