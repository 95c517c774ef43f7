type RouteHandler<C> = (request: Request, context: C) => Promise<Response>

/** Upload files: /cms-api/<collection>/file/<name>. */
const FILE_PATH = /^\/cms-api\/[^/]+\/file\//

function answer(status: number, message: string): Response {
  return Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })
}

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH'])

/**
 * A multipart body that cannot be read (no boundary, not multipart inside): Payload answered it with 500
 * ("Request is not eligible for file upload") and logged its stack trace.
 */
async function unreadableMultipart(request: Request): Promise<boolean> {
  if (!WITH_BODY.has(request.method) || !/^multipart\//i.test(request.headers.get('content-type') ?? ''))
    return false
  try {
    await request.clone().formData()
    return false
  } catch {
    return true
  }
}

/** Query parameters Payload reads as JSON when given as text (`?where=…`); JSON it cannot read was a 500. */
const JSON_PARAMS = ['where', 'data']

function unreadableJsonParam(request: Request): boolean {
  const query = new URL(request.url).searchParams
  return JSON_PARAMS.some((name) => {
    const value = query.get(name)
    if (!value) return false
    try {
      JSON.parse(value)
      return false
    } catch {
      return true
    }
  })
}

/**
 * Payload's REST answers, made honest for bad input. Payload answers a missing upload with 500, a route it
 * does not serve with 501 and the internal URL, and some malformed reads (`?where=abc`, `/news/abc`) with 500.
 * Here: a missing file is 404, an unknown route 404, unreadable JSON in the query or an unreadable multipart
 * body 400 before Payload sees it, and a read that fails while the database answers is the request's fault,
 * 400; when the database does not answer, 503. Payload has already logged the cause.
 */
export function honestCmsApi<C>(
  handler: RouteHandler<C>,
  databaseReachable: () => Promise<boolean>,
): RouteHandler<C> {
  return async (request, context) => {
    if (unreadableJsonParam(request)) return answer(400, 'Unreadable JSON in the query')
    if (await unreadableMultipart(request)) return answer(400, 'Unreadable multipart body')
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
