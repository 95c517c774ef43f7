/** A field that failed its check, with the message shown under it (and as its validity message). */
export type Problem = { field: string; message: string }

type Checked = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

const TEXT_INPUTS = new Set(['text', 'email', 'tel', 'url', 'search', 'number', 'date'])

/** The fields a visitor types into or picks from (not the human check's hidden input, files or checkboxes). */
function typedFields(form: HTMLFormElement): (HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement)[] {
  return Array.from(form.elements).filter(
    (element): element is Checked =>
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLSelectElement ||
      (element instanceof HTMLInputElement && TEXT_INPUTS.has(element.type)),
  )
}

/** True when any field of `form` holds something. */
export const filledIn = (form: HTMLFormElement | null) =>
  Boolean(form && typedFields(form).some((field) => field.value !== ''))

/** The named text fields as the form sends them (files and the human check's input are added by the send). */
export function textValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {}
  for (const field of typedFields(form)) if (field.name) values[field.name] = field.value
  // Named ones only: the human check's widget has a checkbox of its own, without a name.
  for (const box of form.querySelectorAll<HTMLInputElement>('input[type="checkbox"][name]'))
    if (box.checked && box.name) values[box.name] = box.value
  return values
}

/**
 * What is wrong with one field: empty though required (only spaces count as empty: the server trims them away;
 * a checkbox unchecked) → its `data-missing` or `missing`; filled in but of the wrong form → its `data-format`.
 */
function problemOf(field: Checked | HTMLInputElement, missing: string): string | null {
  const empty =
    field instanceof HTMLInputElement && field.type === 'checkbox'
      ? !field.checked
      : field.value.trim() === ''
  if (field.required && empty) return field.dataset.missing ?? missing
  if (!empty && !field.checkValidity()) return field.dataset.format ?? missing
  return null
}

/**
 * The first field of `form` that fails its check, those named in `order` first, the rest as they stand. Its
 * message becomes its validity message (our words in the page's language, not the browser's) and is reported.
 */
export function firstProblem(
  form: HTMLFormElement,
  order: readonly string[],
  missing: string,
): Problem | null {
  const fields = [
    ...typedFields(form),
    ...form.querySelectorAll<HTMLInputElement>('input[type="checkbox"][required]'),
  ].filter((field) => field.name)
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length)
  const inDomOrder = fields.map((field, index) => ({ field, index }))
  inDomOrder.sort((a, b) => rank(a.field.name) - rank(b.field.name) || a.index - b.index)
  for (const { field } of inDomOrder) {
    field.setCustomValidity('')
    const message = problemOf(field, missing)
    if (message) {
      field.setCustomValidity(message)
      field.reportValidity()
      return { field: field.name, message }
    }
  }
  return null
}
