import path from 'node:path'

/** The resolve hook of tests/support/package-internal-imports.mjs, for Node processes the tests start themselves. */
export const RESOLVE_SHORTCUT = ['--import', path.resolve(__dirname, 'package-internal-imports.mjs')]

/** `env` for a child process that runs tooling (tsx scripts), not the production server under test. */
export function withResolveShortcut(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...env, NODE_OPTIONS: [env.NODE_OPTIONS, ...RESOLVE_SHORTCUT].filter(Boolean).join(' ') }
}
