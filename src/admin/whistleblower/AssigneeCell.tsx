import type { DefaultServerCellComponentProps } from 'payload'
import { assigneeId } from '@/lib/relationId'
import { memberNames } from '@/data/whistleblower/caseDesk'

/**
 * The "assigned to" column of the reports list: the member's name (Payload's default cell shows the e-mail
 * address, and "<Kein Zuständig>" for nobody).
 */
export async function AssigneeCell({ cellData, payload }: DefaultServerCellComponentProps) {
  const id = assigneeId(cellData)
  if (id === null) return <span>–</span>
  const names = await memberNames(payload, [id])
  return <span>{names.get(id) ?? `#${id}`}</span>
}
