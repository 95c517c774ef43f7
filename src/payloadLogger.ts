import { defaultLoggerOptions, type Config } from 'payload'

type LoggerOptions = Extract<NonNullable<Config['logger']>, { options: unknown }>

/** An error Payload answers with a 4xx: the request's fault (a wrong password, a malformed body, no access). */
function isClientError(logged: unknown): boolean {
  const status = (logged as { err?: { status?: unknown } } | null)?.err?.status
  return typeof status === 'number' && status >= 400 && status < 500
}

/**
 * Payload's logger as it is, except that it leaves out the errors it answers with a 4xx. It logged each with
 * its stack trace (22 lines for a wrong password), so that any stranger could fill the log; its `loggingLevels`
 * cannot name them, since the production build renames the error classes. What matters of failed sign-ins is
 * logged by the site itself (src/lib/auth/signInLog.ts).
 */
export const payloadLogger: LoggerOptions = {
  destination: defaultLoggerOptions,
  options: {
    hooks: {
      logMethod(args, method) {
        if (isClientError(args[0])) return
        method.apply(this, args)
      },
    },
  },
}
