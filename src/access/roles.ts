import type { Access, FieldAccess, PayloadRequest } from 'payload'

export const ROLES = ['admin', 'editor', 'reporting-office', 'hr'] as const
type Role = (typeof ROLES)[number]

/** How the admin names the roles, in its two languages. */
export const ROLE_LABELS: Record<Role, { de: string; en: string }> = {
  admin: { de: 'Administration', en: 'Administrator' },
  editor: { de: 'Redaktion', en: 'Editor' },
  'reporting-office': { de: 'Meldestelle', en: 'Reporting office' },
  hr: { de: 'Personal', en: 'HR' },
}

/**
 * The roles a new account is offered: an account created without a session can only be the first one
 * (see the users' create access), which becomes an administrator; every later one starts as an editor.
 */
export const defaultRoles = ({ user }: { user: unknown }): Role[] => (user ? ['editor'] : ['admin'])

type MaybeUser = PayloadRequest['user']

export function hasRole(user: MaybeUser, ...roles: Role[]): boolean {
  const own = (user as { roles?: Role[] } | null | undefined)?.roles ?? []
  return own.some((role) => roles.includes(role))
}

export const isAdmin: Access = ({ req }) => hasRole(req.user, 'admin')
export const isEditor: Access = ({ req }) => hasRole(req.user, 'admin', 'editor')
export const isAdminField: FieldAccess = ({ req }) => hasRole(req.user, 'admin')
export const anyone: Access = () => true
/** Only members of the reporting office; fits collection and field access alike. */
export const isReportingOffice = ({ req }: { req: PayloadRequest }) => hasRole(req.user, 'reporting-office')
/** Only HR (the role _Personal_); fits collection and field access alike. */
export const isHR = ({ req }: { req: PayloadRequest }) => hasRole(req.user, 'hr')
/** The application collections stay out of the admin's navigation for everyone but HR. */
export const hiddenButForHR = ({ user }: { user: unknown }) => !hasRole(user as MaybeUser, 'hr')
/** Never through the API: the server writes these itself. */
export const nobody = () => false
/** The whistleblower collections stay out of the admin's navigation for everyone but the reporting office. */
export const hiddenButForReportingOffice = ({ user }: { user: unknown }) =>
  !hasRole(user as MaybeUser, 'reporting-office')
/** Content stays out of the navigation of members of the reporting office who are not editors too. */
export const hiddenButForEditors = ({ user }: { user: unknown }) =>
  !hasRole(user as MaybeUser, 'admin', 'editor')

/** Editors see drafts; everybody else only what has been published. */
const publishedOrEditor: Access = ({ req }) =>
  hasRole(req.user, 'admin', 'editor') ? true : { _status: { equals: 'published' } }

/** Access for content that editors maintain and the public may read. */
export const publicContent = {
  read: anyone,
  create: isEditor,
  update: isEditor,
  delete: isEditor,
}

export const draftContent = { ...publicContent, read: publishedOrEditor }
