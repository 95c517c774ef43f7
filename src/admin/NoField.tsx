/** A field kept for lists and queries that the edit form does not show (the translation state beside its status). */
export function NoField() {
  return null
}
