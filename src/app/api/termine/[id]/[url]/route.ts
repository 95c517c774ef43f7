import { loadEvent } from '@/data/events'
import { handle, idParam, json, langParam, notFound } from '@/lib/api'
import { apiEvent } from '@/app/api/recordShapes'

export function GET(request: Request, { params }: RouteContext<'/api/termine/[id]/[url]'>) {
  return handle(async () => {
    const { id } = await params
    const event = await loadEvent(idParam(id), langParam(request), false)
    return json(event ? apiEvent(event) : notFound('Event'), 200, true)
  })
}
