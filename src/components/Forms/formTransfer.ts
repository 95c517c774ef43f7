/**
 * Carrying what a visitor did in the server's form over to the form React makes in its place (lazyForm.tsx);
 * fetched with the form's code, not before.
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement
const isField = (element: Element | null): element is Field =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLTextAreaElement ||
  element instanceof HTMLSelectElement

/**
 * The server's form as the visitor left it: its fields, in order (React renders the same form again, so the
 * n-th field there is the n-th field here; file inputs have no name to go by), the focused one and a send
 * waiting.
 */
export type Snapshot = {
  fields: Field[]
  values: { value: string; checked: boolean; files: File[] }[]
  focus: { index: number; start: number | null; end: number | null } | null
  sendWaiting: boolean
}

export function snapshotOf(form: HTMLFormElement): Snapshot {
  const fields = Array.from(form.elements).filter(isField)
  const values = fields.map((field) => ({
    value: field.value,
    checked: field instanceof HTMLInputElement && field.checked,
    files: field instanceof HTMLInputElement && field.type === 'file' ? Array.from(field.files ?? []) : [],
  }))
  const active = document.activeElement
  const index = isField(active) ? fields.indexOf(active) : -1
  const focus =
    index < 0 || !isField(active)
      ? null
      : {
          index,
          start: 'selectionStart' in active ? active.selectionStart : null,
          end: 'selectionEnd' in active ? active.selectionEnd : null,
        }
  return { fields, values, focus, sendWaiting: form.hasAttribute('data-send-waiting') }
}

/** The new form's fields beside the old ones, where they are the same kind of field. */
function pairs(form: HTMLFormElement, { fields }: Snapshot): [Field, Field, number][] {
  const made = Array.from(form.elements).filter(isField)
  return fields.flatMap((old, index) => {
    const field = made[index]
    return field && field.tagName === old.tagName && field.type === old.type ? [[old, field, index]] : []
  })
}

function chooseFiles(input: HTMLInputElement, files: File[]) {
  const chosen = new DataTransfer()
  for (const file of files) chosen.items.add(file)
  input.files = chosen.files
}

/**
 * Puts a snapshot's fields into the form React has just made (the fields are uncontrolled: the values stay).
 * Files go in before the form's effects run, which take them from the inputs. A file dialog opened on the old
 * form and closed only now still counts: its choice is handed on.
 */
export function restoreFields(form: HTMLFormElement, snapshot: Snapshot) {
  for (const [old, field, index] of pairs(form, snapshot)) {
    const { value, checked, files } = snapshot.values[index]
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      field.checked = checked
    } else if (field instanceof HTMLInputElement && field.type === 'file') {
      if (files.length) chooseFiles(field, files)
      old.addEventListener(
        'change',
        () => {
          chooseFiles(field, Array.from((old as HTMLInputElement).files ?? []))
          field.dispatchEvent(new Event('change', { bubbles: true }))
        },
        { once: true },
      )
    } else field.value = value
  }
  if (snapshot.sendWaiting) form.setAttribute('data-send-waiting', '')
}

/**
 * Gives the focus back where it was, once the form's own effects listen (the human check starts when the visitor
 * turns to the form).
 */
export function restoreFocus(form: HTMLFormElement, snapshot: Snapshot) {
  const { focus } = snapshot
  const pair = focus && pairs(form, snapshot).find(([, , index]) => index === focus.index)
  if (!focus || !pair) return
  const [, field] = pair
  field.focus({ preventScroll: true })
  if (field instanceof HTMLSelectElement || focus.start === null) return
  try {
    field.setSelectionRange(focus.start, focus.end)
  } catch {
    // Inputs without a selection (email, number) keep the caret where focus puts it.
  }
}
