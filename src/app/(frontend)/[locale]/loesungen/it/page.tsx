import { solutionRoute } from '@/components/Solutions/solutionRoute'

// The page's sections and texts: src/components/Solutions/solutionContent.ts and the messages 'solutions.it'.
const route = solutionRoute('it')

export const generateMetadata = route.generateMetadata
export default route.Page
