import { solutionRoute } from '@/components/Solutions/solutionRoute'

// The page's sections and texts: src/components/Solutions/solutionContent.ts and the messages 'solutions.wachen-und-elw'.
const route = solutionRoute('wachen-und-elw')

export const generateMetadata = route.generateMetadata
export default route.Page
