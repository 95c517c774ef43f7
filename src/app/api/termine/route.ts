import { listEvents } from '@/data/events'
import { handle, json, langParam } from '@/lib/api'

export function GET(request: Request) {
  return handle(async () => json(await listEvents(langParam(request)), 200, true))
}
