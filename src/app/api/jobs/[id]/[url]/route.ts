import { getJob } from '@/data/jobs'
import { handle, idParam, json, langParam, notFound } from '@/lib/api'

export function GET(request: Request, { params }: RouteContext<'/api/jobs/[id]/[url]'>) {
  return handle(async () => {
    const { id } = await params
    return json((await getJob(idParam(id), langParam(request))) ?? notFound('Job'), 200, true)
  })
}
