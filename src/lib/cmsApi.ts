type RouteHandler<C> = (request: Request, context: C) => Promise<Response>

/** Upload files: /cms-api/<collection>/file/<name>. */
const FILE_PATH = /^\/cms-api\/[^/]+\/file\//

function answer(status: number, message: string): Response {
  return Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })
}

/**
 * Payload's REST answers, made honest for bad input. Payload answers a missing upload with 500, a route it
 * does not serve with 501 and the internal URL, and some malformed reads (`?where=abc`, `/news/abc`) with 500.
 * Here: a missing file is 404, an unknown route 404, and a read that fails while the database answers is the
 * request's fault, 400; when the database does not answer, 503. Payload has already logged the cause.
 */
export function honestCmsApi<C>(
  handler: RouteHandler<C>,
  databaseReachable: () => Promise<boolean>,
): RouteHandler<C> {
  return async (request, context) => {
    const response = await handler(request, context)
    if (response.status === 501) return answer(404, 'Not Found')
    if (response.status < 500 || request.method !== 'GET') return response
    if (FILE_PATH.test(new URL(request.url).pathname)) return answer(404, 'Not Found')
    if (!(await databaseReachable())) return answer(503, 'Service Unavailable')
    return answer(400, 'Invalid request')
  }
}

/** HEAD as GET without the body (Payload answers HEAD on its routes with 404). */
export function headFromGet<C>(get: RouteHandler<C>): RouteHandler<C> {
  return async (request, context) => {
    const response = await get(new Request(request.url, { method: 'GET', headers: request.headers }), context)
    await response.body?.cancel()
    return new Response(null, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    })
  }
}
