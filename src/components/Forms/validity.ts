/**
 * Browser-side checks shared by the forms (contact, whistleblower, its follow-up). The patterns mirror the server's rules
 * (src/lib/forms/fields.ts), so that what the browser accepts the server accepts too: a name that is not only
 * spaces, an address with a domain and top-level domain, a phone number of digits, spaces and + ( ) / . -
 * (HTML patterns are compiled with the `v` flag).
 */
export const NAME_PATTERN = '.*\\S.*'
export const EMAIL_PATTERN = '[^@\\s]+@[^@\\s]+\\.[A-Za-z]{2,}'
export const TEL_PATTERN = '\\s*\\+?[0-9][0-9 \\(\\)\\/.\\-]*'

export type CheckedField = HTMLInputElement | HTMLTextAreaElement

export type Invalid<Name extends string> = { field: Name; message: string }

/**
 * Checks the fields `names` of `form` in this order. Each one's own validity message is cleared first, then
 * `messageFor` says what is wrong with it (null: nothing). The first invalid field gets that message as its
 * validity message (our own words in the page's language, not the browser's), is reported (focus and bubble)
 * and returned; null when all hold.
 */
export function firstInvalid<Name extends string>(
  form: HTMLFormElement,
  names: readonly Name[],
  messageFor: (field: CheckedField, name: Name) => string | null,
): Invalid<Name> | null {
  for (const name of names) {
    const field = form.elements.namedItem(name)
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue
    field.setCustomValidity('')
    const message = messageFor(field, name)
    if (message) {
      field.setCustomValidity(message)
      field.reportValidity()
      field.focus()
      return { field: name, message }
    }
  }
  return null
}
