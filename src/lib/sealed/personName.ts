/** A staff member as a desk's audit log and notes name them. */
export type Named = { id?: number | string; name?: string | null; email?: string | null } | null | undefined

/** "Name <e-mail>", or the e-mail; "System" for the server's own work. */
export function personName(user: Named): string {
  if (!user) return 'System'
  return user.name ? `${user.name} <${user.email ?? ''}>` : (user.email ?? `#${user.id}`)
}
