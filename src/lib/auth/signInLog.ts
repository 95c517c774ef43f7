/** At most this many lines a minute about failed sign-ins; the others are counted in the next line. */
const LINES_PER_MINUTE = 10
const MINUTE = 60_000

let minuteStart = 0
let linesThisMinute = 0
let notLogged = 0

/**
 * One line for a failed staff sign-in, without the e-mail typed or a stack trace, and never more than
 * LINES_PER_MINUTE a minute however many a bot sends: enough to see an attack, not enough to fill the log.
 */
export function logFailedSignIn(reason: string, now = Date.now()): void {
  if (now - minuteStart >= MINUTE) {
    minuteStart = now
    linesThisMinute = 0
  }
  if (linesThisMinute >= LINES_PER_MINUTE) {
    notLogged++
    return
  }
  linesThisMinute++
  const skipped = notLogged ? ` (${notLogged} more before this were not logged)` : ''
  notLogged = 0
  console.warn(`[sign-in] failed: ${reason}${skipped}`)
}
