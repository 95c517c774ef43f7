import { solutionRoute } from '@/components/Solutions/solutionRoute'

// The page's sections and texts: src/components/Solutions/solutionContent.ts and the messages 'solutions.sprach-und-datenfunk'.
const route = solutionRoute('sprach-und-datenfunk')

export const generateMetadata = route.generateMetadata
export default route.Page
