/**
 * Entry of the production server (`npm run serve`, built to site-server.mjs): refuses an unsupported Node.js
 * before the site's modules load (an older runtime fails inside them in ways that do not name the cause), then
 * starts the server itself (src/server/main.ts, built to site-app.mjs beside this file).
 */
import { engines } from '../../package.json'
import { START_REFUSED_EXIT_CODE } from '@/lib/startRefused'
import { runtimeRefusal } from './supportedRuntime'

const refusal = runtimeRefusal(process.version, engines.node)
if (refusal) {
  console.error(`[server] ${refusal}`)
  process.exit(START_REFUSED_EXIT_CODE)
}
// A path only known at run time: the bundler leaves the import to Node, after the check.
const app = new URL('./site-app.mjs', import.meta.url).href
await import(app)
