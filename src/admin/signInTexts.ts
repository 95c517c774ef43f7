type Texts = Record<
  | 'title'
  | 'email'
  | 'password'
  | 'code'
  | 'codeHint'
  | 'submit'
  | 'enrolTitle'
  | 'enrolSteps'
  | 'qrAlt'
  | 'secretLabel'
  | 'codesTitle'
  | 'codesText'
  | 'codesDone'
  | 'forgot'
  | 'failed',
  string
>

/** The admin's sign-in screen (src/admin/SignInForm.tsx), in the admin's two languages. */
export const SIGN_IN_TEXTS: { de: Texts; en: Texts } = {
  de: {
    title: 'Anmelden',
    email: 'E-Mail',
    password: 'Passwort',
    code: 'Code aus der Authenticator-App oder Wiederherstellungscode',
    codeHint: '6 Ziffern, oder einer Ihrer Wiederherstellungscodes (XXXXX-XXXXX).',
    submit: 'Anmelden',
    enrolTitle: 'Zwei-Faktor-Anmeldung einrichten',
    enrolSteps:
      'Öffnen Sie eine Authenticator-App (z. B. FreeOTP, Aegis, Google oder Microsoft Authenticator), scannen Sie den QR-Code oder geben Sie den Schlüssel ein, und tragen Sie dann den angezeigten 6-stelligen Code unten ein.',
    qrAlt: 'QR-Code für die Authenticator-App',
    secretLabel: 'Schlüssel zum Eintippen',
    codesTitle: 'Ihre Wiederherstellungscodes',
    codesText:
      'Mit jedem dieser Codes können Sie sich einmal ohne Ihr Telefon anmelden. Bewahren Sie sie sicher auf (ausgedruckt oder im Passwort-Manager); sie werden nicht wieder angezeigt.',
    codesDone: 'Ich habe die Codes sicher aufbewahrt – weiter',
    forgot: 'Passwort vergessen?',
    failed: 'Die Anmeldung ist fehlgeschlagen.',
  },
  en: {
    title: 'Sign in',
    email: 'E-mail',
    password: 'Password',
    code: 'Code from the authenticator app, or a recovery code',
    codeHint: '6 digits, or one of your recovery codes (XXXXX-XXXXX).',
    submit: 'Sign in',
    enrolTitle: 'Set up two-factor sign-in',
    enrolSteps:
      'Open an authenticator app (e.g. FreeOTP, Aegis, Google or Microsoft Authenticator), scan the QR code or type in the key, then enter the 6-digit code it shows below.',
    qrAlt: 'QR code for the authenticator app',
    secretLabel: 'Key to type in',
    codesTitle: 'Your recovery codes',
    codesText:
      'Each of these codes signs you in once without your phone. Keep them safe (printed, or in a password manager); they are not shown again.',
    codesDone: 'I have stored the codes safely – continue',
    forgot: 'Forgot your password?',
    failed: 'Signing in failed.',
  },
}

export type SignInText = Texts
