import { describe, expect, it } from 'vitest'
import { defaultRoles, ROLE_LABELS, ROLES } from '@/access/roles'

describe('staff roles', () => {
  it('offer the first account (created without a session) as an administrator, every later one as an editor', () => {
    expect(defaultRoles({ user: null })).toEqual(['admin'])
    expect(defaultRoles({ user: { id: 1, roles: ['admin'] } })).toEqual(['editor'])
  })

  it('have a German and an English name each, never the stored value', () => {
    for (const role of ROLES) {
      expect(ROLE_LABELS[role].de).not.toBe(role)
      expect(ROLE_LABELS[role].en).not.toBe(role)
    }
  })
})
