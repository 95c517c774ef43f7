import { draftMode } from 'next/headers'
import { NextResponse } from 'next/server'
import { sitePathOr } from '@/lib/paths'

/** Ends an editor's preview in this browser and returns to the page (`?path=`, a path of this site) as published. */
export async function GET(request: Request) {
  ;(await draftMode()).disable()
  // Only a path of this site (sitePath), never another host ('//host', '/..//host', '/%5chost'): else the start page.
  const target = sitePathOr(new URL(request.url).searchParams.get('path') ?? '/')
  // A relative Location: behind the proxy, this server does not know the public host.
  return new NextResponse(null, { status: 307, headers: { Location: target, 'Cache-Control': 'no-store' } })
}
