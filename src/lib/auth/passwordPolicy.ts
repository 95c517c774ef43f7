import commonPasswords from 'fxa-common-password-list'
import { PASSWORD_MIN_LENGTH } from '../constants'

export type PasswordProblem = 'tooShort' | 'common'

/**
 * What is wrong with a staff password, or null: shorter than PASSWORD_MIN_LENGTH, or one of the 50,000 most
 * common passwords (Mozilla's list for Firefox accounts, bundled), in any letter case.
 */
export function passwordProblem(password: string): PasswordProblem | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'tooShort'
  if (commonPasswords.test(password) || commonPasswords.test(password.toLowerCase())) return 'common'
  return null
}

export const PASSWORD_MESSAGES: Record<PasswordProblem, { de: string; en: string }> = {
  tooShort: {
    de: `Das Passwort muss mindestens ${PASSWORD_MIN_LENGTH} Zeichen lang sein.`,
    en: `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  },
  common: {
    de: 'Dieses Passwort gehört zu den häufigsten Passwörtern und ist leicht zu erraten. Bitte wählen Sie ein anderes.',
    en: 'This password is one of the most common passwords and easy to guess. Please choose another one.',
  },
}
