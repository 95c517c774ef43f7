import { getProject } from '@/data/projects'
import { handle, idParam, json, langParam, notFound } from '@/lib/api'

export function GET(request: Request, { params }: RouteContext<'/api/projects/[id]/[url]'>) {
  return handle(async () => {
    const { id } = await params
    return json((await getProject(idParam(id), langParam(request))) ?? notFound('Project'), 200, true)
  })
}
