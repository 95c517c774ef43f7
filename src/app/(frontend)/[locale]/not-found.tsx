import { NotFound } from '@/components/NotFound/NotFound'

/** A 404 answer's metadata comes from here, for paths.notFound's page as well (Next reads the title of the
 * not-found convention whenever the status is 404). */
export { notFoundMetadata as generateMetadata } from '@/components/NotFound/notFoundMetadata'

/** After a navigation in the browser; a page's 404 from the server is paths.notFound's page. */
export default NotFound
