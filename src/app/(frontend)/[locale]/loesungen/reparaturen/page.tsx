import { solutionRoute } from '@/components/Solutions/solutionRoute'

// The page's sections and texts: src/components/Solutions/solutionContent.ts and the messages 'solutions.reparaturen'.
const route = solutionRoute('reparaturen')

export const generateMetadata = route.generateMetadata
export default route.Page
