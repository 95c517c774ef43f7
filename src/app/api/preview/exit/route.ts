import { draftMode } from 'next/headers'
import { NextResponse } from 'next/server'

/** Ends an editor's preview in this browser and returns to the page (`?path=`, a path of this site) as published. */
export async function GET(request: Request) {
  ;(await draftMode()).disable()
  const path = new URL(request.url).searchParams.get('path') ?? '/'
  // Only a path of this site: never a redirect to another host ('//host' or '/\host' included).
  const target = /^\/(?![/\\])/.test(path) ? path : '/'
  // A relative Location: behind the proxy, this server does not know the public host.
  return new NextResponse(null, { status: 307, headers: { Location: target, 'Cache-Control': 'no-store' } })
}
