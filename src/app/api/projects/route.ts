import { listProjects } from '@/data/projects'
import { handle, json, langParam } from '@/lib/api'

export function GET(request: Request) {
  return handle(async () => json(await listProjects(langParam(request)), 200, true))
}
