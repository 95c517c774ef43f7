import { changeEveryField, withCell } from './fieldTree'

const YES_NO_CELL = '/admin/YesNoCell#YesNoCell'

/** Every yes/no field reads "Ja"/"Nein" in list columns (src/admin/YesNoCell). */
export const yesNoColumns = changeEveryField((field) =>
  field.type === 'checkbox' ? withCell(field, YES_NO_CELL) : field,
)
