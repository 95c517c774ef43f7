import styles from './Forms.module.css'

/** The message under a field that failed its check, referenced by the field's aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string | null }) {
  return message ? (
    <p id={id} className={styles.fieldError}>
      {message}
    </p>
  ) : null
}
