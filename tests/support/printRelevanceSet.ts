/**
 * Prints the relevance set (./relevanceSet.ts) as JSON. The browser tests run it with tsx in a process of its
 * own: the set reads the messages and the sample content, whose JSON and path imports Playwright's loader does
 * not resolve.
 */
import { relevanceSet } from './relevanceSet'

process.stdout.write(JSON.stringify(relevanceSet()))
