import { z } from 'zod'
import { listNews } from '@/data/news'
import { handle, json, jsonBody, langSchema } from '@/lib/api'
import { apiNews } from '@/app/api/recordShapes'

const schema = z.object({ lang: langSchema })

export function POST(request: Request) {
  return handle(async () => {
    const { lang } = await jsonBody(request, schema)
    return json((await listNews(lang)).map(apiNews))
  })
}
