import { listJobs } from '@/data/jobs'
import { handle, json, langParam } from '@/lib/api'

export function GET(request: Request) {
  return handle(async () => json(await listJobs(langParam(request)), 200, true))
}
