import { DISPLAY_NAME_FIELD, keepDisplayName } from './usersDisplayName'
import type { CollectionConfig } from 'payload'
import { defaultRoles, hasRole, isAdmin, isAdminField, ROLE_LABELS, ROLES } from '@/access/roles'
import { https } from '@/lib/env'
import {
  applyOfficeAccess,
  endAccessOnPasswordReset,
  forgetKeyAtSignOut,
  forgetKeysOfDeletedUser,
  guardOfficeAccess,
  releaseCasesOfDeletedUser,
  officeAccessFields,
  officeEndpoints,
  unlockAtSignIn,
} from './usersOfficeAccess'
import { MENU_GROUPS } from './adminLabels'
import { applyHrAccess, guardHrAccess, hrEndpoints } from './usersHrAccess'
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
    // Members of the reporting office also see each other's accounts, to assign cases (keys, sessions and
    // second-factor secrets stay nobody's to read).
    read: ({ req }) => {
      if (hasRole(req.user, 'admin')) return true
      if (!req.user) return false
      const self = { id: { equals: req.user.id } }
      // HR members likewise see each other's, to assign applications.
      const desks = (['reporting-office', 'hr'] as const).filter((role) => hasRole(req.user, role))
      return desks.length ? { or: [self, ...desks.map((role) => ({ roles: { in: [role] } }))] } : self
    },
    update: ({ req }) =>
      hasRole(req.user, 'admin') ? true : req.user ? { id: { equals: req.user.id } } : false,
    delete: isAdmin,
    admin: ({ req }) => Boolean(req.user),
  },
  endpoints: [forgotPasswordAtOnce, ...officeEndpoints, ...hrEndpoints],
  hooks: {
    beforeOperation: [throttleSignIn, collectSignInCode],
    beforeLogin: [requireSecondFactor],
    beforeValidate: [checkPassword, endAccessOnPasswordReset],
    beforeChange: [
      async ({ data, operation, req }) => {
        if (operation !== 'create') return data
        const { totalDocs } = await req.payload.count({ collection: 'users', overrideAccess: true })
        if (totalDocs === 0) data.roles = ['admin']
        return data
      },
      guardOfficeAccess,
      guardHrAccess,
      resetTwoFactor,
      keepDisplayName,
    ],
    // HR's first: it reads what the office's hook clears.
    afterChange: [applyHrAccess, applyOfficeAccess],
    beforeDelete: [releaseCasesOfDeletedUser],
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
      // Empty while the only role asked for is the reporting office's, until a member confirms it.
      defaultValue: defaultRoles,
      saveToJWT: true,
      access: { update: isAdminField, create: isAdminField },
      label: { de: 'Rollen', en: 'Roles' },
      options: ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
    },
    ...twoFactorFields,
    ...officeAccessFields,
  ],
}
