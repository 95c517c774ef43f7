import { listHistory } from '@/data/history'
import { handle, json, langParam } from '@/lib/api'

export function GET(request: Request) {
  return handle(async () => json(await listHistory(langParam(request)), 200, true))
}
