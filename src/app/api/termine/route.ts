import { listEvents } from '@/data/events'
import { handle, json, langParam } from '@/lib/api'
import { apiEvent } from '@/app/api/recordShapes'

export function GET(request: Request) {
  return handle(async () => json((await listEvents(langParam(request))).map(apiEvent), 200, true))
}
