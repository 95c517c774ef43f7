import { z } from 'zod'
import { loadNews } from '@/data/news'
import { handle, idSchema, json, jsonBody, langSchema, notFound } from '@/lib/api'
import { apiNews } from '@/app/api/recordShapes'

const schema = z.object({ id: idSchema, lang: langSchema })

export function POST(request: Request) {
  return handle(async () => {
    const { id, lang } = await jsonBody(request, schema)
    const item = await loadNews(id, lang, false)
    return json(item ? apiNews(item) : notFound('News item'))
  })
}
