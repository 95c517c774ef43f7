import { loadProject } from '@/data/projects'
import { handle, idParam, json, langParam, notFound } from '@/lib/api'
import { apiProject } from '@/app/api/recordShapes'

export function GET(request: Request, { params }: RouteContext<'/api/projects/[id]/[url]'>) {
  return handle(async () => {
    const { id } = await params
    const project = await loadProject(idParam(id), langParam(request), false)
    return json(project ? apiProject(project) : notFound('Project'), 200, true)
  })
}
