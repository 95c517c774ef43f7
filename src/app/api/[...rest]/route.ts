import { json } from '@/lib/api'

/** Unknown paths under /api answer JSON, not the HTML 404 page. */
function unknown() {
  return json({ error: 'Not found' }, 404)
}

export { unknown as GET, unknown as POST, unknown as PUT, unknown as PATCH, unknown as DELETE }
