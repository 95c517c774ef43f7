import { listJobs } from '@/data/jobs'
import { handle, json, langParam } from '@/lib/api'
import { apiJob } from '@/app/api/recordShapes'

export function GET(request: Request) {
  return handle(async () => json((await listJobs(langParam(request))).map(apiJob), 200, true))
}
