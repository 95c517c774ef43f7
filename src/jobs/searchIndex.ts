import { readSearchIndexes } from '@/data/search/siteSearch'
import { SEARCH_INDEX_MAX_AGE_MS } from '@/lib/constants'
import { periodic } from './periodic'

/**
 * The site search's indexes read at the server's start and every SEARCH_INDEX_MAX_AGE_MS after, in the background:
 * no visitor waits for a first reading, and a query after a quiet hour finds the index current (issue 59).
 */
export const startSearchIndex = periodic('search index', SEARCH_INDEX_MAX_AGE_MS, readSearchIndexes)
