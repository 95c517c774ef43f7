import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { AssigneeCell } from '@/admin/whistleblower/AssigneeCell'

/** A Local API that knows one member with a name and one without. */
const payload = {
  find: async ({ where }: { where: { id: { in: number[] } } }) => ({
    docs: [
      { id: 7, name: 'Ada Prüfer', email: 'ada@sekundenwerk.example' },
      { id: 8, name: null, email: 'ohne-name@sekundenwerk.example' },
    ].filter((user) => where.id.in.includes(user.id)),
  }),
}

const cell = async (cellData: unknown) =>
  renderToStaticMarkup(await AssigneeCell({ cellData, payload } as never))

describe('assigned-to column of the whistleblower reports list', () => {
  it('names the member, by e-mail without a name, and shows a dash for nobody', async () => {
    expect(await cell(7)).toBe('<span>Ada Prüfer</span>')
    expect(await cell({ id: 8, email: 'ohne-name@sekundenwerk.example' })).toBe(
      '<span>ohne-name@sekundenwerk.example</span>',
    )
    expect(await cell(null)).toBe('<span>–</span>')
    expect(await cell(undefined)).toBe('<span>–</span>')
  })
})
