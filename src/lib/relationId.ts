/** The id of a relationship value, populated or not. */
export const relationId = (value: unknown) =>
  Number(typeof value === 'object' && value !== null ? (value as { id: unknown }).id : value)

/** The id of an assigned member, populated or not; null for nobody. */
export const assigneeId = (value: unknown): number | null =>
  value == null || value === '' ? null : relationId(value)
