import { deleteDueApplications, remindOfUntouchedApplications } from '@/data/applications/retention'
import { periodic } from './periodic'

const HOUR_MS = 60 * 60 * 1000

/** Once an hour: applications past their deletion date go; untouched ones remind HR. */
export const startApplicationRetention = periodic('application retention', HOUR_MS, async () => {
  await deleteDueApplications()
  await remindOfUntouchedApplications()
})
