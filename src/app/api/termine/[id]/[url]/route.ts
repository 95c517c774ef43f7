import { getEvent } from '@/data/events'
import { handle, idParam, json, langParam, notFound } from '@/lib/api'

export function GET(request: Request, { params }: RouteContext<'/api/termine/[id]/[url]'>) {
  return handle(async () => {
    const { id } = await params
    return json((await getEvent(idParam(id), langParam(request))) ?? notFound('Event'), 200, true)
  })
}
