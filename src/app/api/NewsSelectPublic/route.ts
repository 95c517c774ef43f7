import { z } from 'zod'
import { getNews } from '@/data/news'
import { handle, idSchema, json, jsonBody, langSchema, notFound } from '@/lib/api'

const schema = z.object({ id: idSchema, lang: langSchema })

export function POST(request: Request) {
  return handle(async () => {
    const { id, lang } = await jsonBody(request, schema)
    return json((await getNews(id, lang)) ?? notFound('News item'))
  })
}
