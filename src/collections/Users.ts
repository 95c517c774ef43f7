import { DISPLAY_NAME_FIELD, keepDisplayName } from './usersDisplayName'
import type { CollectionConfig } from 'payload'
import { defaultRoles, hasRole, isAdmin, isAdminField, ROLE_LABELS, ROLES } from '@/access/roles'
import { https } from '@/lib/env'
import {
  applyDeskAccess,
  deskAccessFields,
  endAccessOnPasswordReset,
  forgetKeyAtSignOut,
  forgetKeysOfDeletedUser,
  guardDeskAccess,
  leaveDesksOfDeletedUser,
  markPasswordReset,
  unlockAtSignIn,
} from './usersDeskAccess'
import { deskEndpoints } from './usersDeskEndpoints'
import { DESKS } from '@/lib/sealed/desks'
import { MENU_GROUPS } from './adminLabels'
import { forgotPasswordAtOnce } from './usersForgotPassword'
import { checkPassword, forgiveSignIn, logRefusedSignIn, throttleSignIn } from './usersSignIn'
import {
  collectSignInCode,
  requireSecondFactor,
  resetTwoFactor,
  twoFactorFields,
  withRecoveryCodes,
} from './usersTwoFactor'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: { de: 'Benutzer', en: 'User' }, plural: { de: 'Benutzer', en: 'Users' } },
  admin: {
    useAsTitle: 'displayName',
    defaultColumns: ['email', 'name', 'roles'],
    group: MENU_GROUPS.administration,
  },
  auth: {
    // Off: its lock told that an account exists, and let anyone lock any account (src/collections/usersSignIn.ts).
    maxLoginAttempts: 0,
    // No __Host- prefix: Payload names its admin-language cookie with the same prefix and sets it without Secure.
    cookies: { secure: https, sameSite: 'Lax' },
  },
  access: {
    // The first user (create-first-user screen) may be created without a session.
    create: async ({ req }) => {
      if (hasRole(req.user, 'admin')) return true
      const { totalDocs } = await req.payload.count({ collection: 'users', overrideAccess: true })
      return totalDocs === 0
    },
    // Members of a confidential desk also see each other's accounts, to assign records (keys, sessions and
    // second-factor secrets stay nobody's to read).
    read: ({ req }) => {
      if (hasRole(req.user, 'admin')) return true
      if (!req.user) return false
      const self = { id: { equals: req.user.id } }
      const own = (req.user as { roles?: string[] }).roles ?? []
      const desks = DESKS.filter((desk) => own.includes(desk.role))
      return desks.length ? { or: [self, ...desks.map((desk) => ({ roles: { in: [desk.role] } }))] } : self
    },
    update: ({ req }) =>
      hasRole(req.user, 'admin') ? true : req.user ? { id: { equals: req.user.id } } : false,
    delete: isAdmin,
    admin: ({ req }) => Boolean(req.user),
  },
  endpoints: [forgotPasswordAtOnce, ...deskEndpoints],
  hooks: {
    beforeOperation: [throttleSignIn, collectSignInCode, markPasswordReset],
    beforeLogin: [requireSecondFactor],
    beforeValidate: [checkPassword, endAccessOnPasswordReset],
    beforeChange: [
      async ({ data, operation, req }) => {
        if (operation !== 'create') return data
        const { totalDocs } = await req.payload.count({ collection: 'users', overrideAccess: true })
        if (totalDocs === 0) data.roles = ['admin']
        return data
      },
      guardDeskAccess,
      resetTwoFactor,
      keepDisplayName,
    ],
    afterChange: [applyDeskAccess],
    beforeDelete: [leaveDesksOfDeletedUser],
    afterDelete: [forgetKeysOfDeletedUser],
    afterLogout: [forgetKeyAtSignOut],
    afterError: [logRefusedSignIn],
    afterOperation: [
      forgiveSignIn,
      async ({ operation, args, result, req }) => {
        if (operation !== 'login' || !result || !('user' in result) || !result.user) return result
        await unlockAtSignIn(req, Number(result.user.id), args.data?.password, result.token)
        return withRecoveryCodes(req, result)
      },
    ],
  },
  fields: [
    { name: 'name', type: 'text', label: { de: 'Name', en: 'Name' } },
    DISPLAY_NAME_FIELD,
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      // A desk's role asked for by editing the account becomes a request that a member of the desk completes.
      defaultValue: defaultRoles,
      saveToJWT: true,
      access: { update: isAdminField, create: isAdminField },
      label: { de: 'Rollen', en: 'Roles' },
      options: ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
    },
    ...twoFactorFields,
    ...deskAccessFields,
  ],
}
