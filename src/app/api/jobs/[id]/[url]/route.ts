import { isJobClosed, loadJob } from '@/data/jobs'
import { ApiError, handle, idParam, json, langParam, notFound } from '@/lib/api'
import { apiJob } from '@/app/api/recordShapes'

export function GET(request: Request, { params }: RouteContext<'/api/jobs/[id]/[url]'>) {
  return handle(async () => {
    const { id } = await params
    const [jobId, locale] = [idParam(id), langParam(request)]
    const job = await loadJob(jobId, locale, false)
    if (job) return json(apiJob(job), 200, true)
    // A job past its end date is gone for good: 410, so clients and crawlers drop it.
    if (await isJobClosed(jobId, locale)) throw new ApiError(410, 'Job no longer open')
    return notFound('Job')
  })
}
