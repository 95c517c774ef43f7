import { listProjects } from '@/data/projects'
import { handle, json, langParam } from '@/lib/api'
import { apiProject } from '@/app/api/recordShapes'

export function GET(request: Request) {
  return handle(async () => json((await listProjects(langParam(request))).map(apiProject), 200, true))
}
