import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { databaseReachable } from '@/data/health'
import { headFromGet, honestCmsApi } from '@/lib/cmsApi'

export const GET = honestCmsApi(REST_GET(config), databaseReachable)
export const HEAD = headFromGet(GET)
export const POST = honestCmsApi(REST_POST(config), databaseReachable)
export const DELETE = honestCmsApi(REST_DELETE(config), databaseReachable)
export const PATCH = honestCmsApi(REST_PATCH(config), databaseReachable)
export const PUT = honestCmsApi(REST_PUT(config), databaseReachable)
export const OPTIONS = honestCmsApi(REST_OPTIONS(config), databaseReachable)
