import { solutionRoute } from '@/components/Solutions/solutionRoute'

// The page's sections and texts: src/components/Solutions/solutionContent.ts and the messages 'solutions.leitsysteme'.
const route = solutionRoute('leitsysteme')

export const generateMetadata = route.generateMetadata
export default route.Page
