import { draftMode } from 'next/headers'
import { NextResponse } from 'next/server'
import { sitePath } from '@/lib/paths'

/** Ends an editor's preview in this browser and returns to the page (`?path=`, a path of this site) as published. */
export async function GET(request: Request) {
  ;(await draftMode()).disable()
  // Only a path of this site, as a browser reads it, never another host ('//host', '/\host', '/<TAB>/host').
  const target = sitePath(new URL(request.url).searchParams.get('path') ?? '/') ?? '/'
  // A relative Location: behind the proxy, this server does not know the public host.
  return new NextResponse(null, { status: 307, headers: { Location: target, 'Cache-Control': 'no-store' } })
}
