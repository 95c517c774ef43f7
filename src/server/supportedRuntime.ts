/**
 * The Node.js versions the site runs on: package.json's `engines.node`, a caret range such as `^26.10.0` (that
 * line from that release on). `npm ci` brings the pinned runtime itself (the `node` package); a server started
 * with another Node.js, e.g. a distribution's older one, is refused before it loads anything else.
 */
type Version = [major: number, minor: number, patch: number]

function parse(text: string): Version | null {
  const match = /^v?(\d+)\.(\d+)\.(\d+)$/.exec(text.trim())
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null
}

function atLeast(version: Version, minimum: Version): boolean {
  for (let i = 0; i < 3; i++) if (version[i] !== minimum[i]) return version[i] > minimum[i]
  return true
}

/** Why `version` (as `process.version`) may not run the site, or null when it may. */
export function runtimeRefusal(version: string, supported: string): string | null {
  const minimum = supported.startsWith('^') ? parse(supported.slice(1)) : null
  if (!minimum) throw new Error(`engines.node must be a caret range such as ^26.10.0, not "${supported}"`)
  const actual = parse(version)
  if (actual && actual[0] === minimum[0] && atLeast(actual, minimum)) return null
  return (
    `Node.js ${version} is not supported: the site runs on Node.js ${supported} (package.json "engines"). ` +
    'Start it with the runtime that npm ci installed: node_modules/.bin/node .next/site-server.mjs (docs/decisions.md, "Runtime").'
  )
}
