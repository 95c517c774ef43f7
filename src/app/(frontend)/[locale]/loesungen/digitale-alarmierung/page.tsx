import { solutionRoute } from '@/components/Solutions/solutionRoute'

// The page's sections and texts: src/components/Solutions/solutionContent.ts and the messages 'solutions.digitale-alarmierung'.
const route = solutionRoute('digitale-alarmierung')

export const generateMetadata = route.generateMetadata
export default route.Page
