import { checkHealth } from '@/data/health'
import { healthAnswer } from '@/lib/health'

export const dynamic = 'force-dynamic'

export function GET() {
  return healthAnswer(() => checkHealth())
}
