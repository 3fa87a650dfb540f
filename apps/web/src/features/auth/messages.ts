import { useKnownMessages, type ShowMessage } from '../../core/i18n/known-messages.ts';

// The contract's (and the server's) English messages, mapped to translation keys so a French
// candidate reads the same rule in French. Written out rather than imported, so the login page
// does not carry zod; messages.test.ts checks them against @careers/contracts.
export const PASSWORD_LIMITS = { min: 10, max: 128 } as const;

const KEYS: Record<string, string> = {
  'Enter your email address': 'auth.errors.emailRequired',
  'Email must be at most 254 characters': 'auth.errors.emailTooLong',
  'Enter a valid email address': 'auth.errors.emailInvalid',
  'Enter a password': 'auth.errors.passwordRequired',
  'Password must be at least 10 characters': 'auth.errors.passwordTooShort',
  'Password must be at most 128 characters': 'auth.errors.passwordTooLong',
  'Password is too long': 'auth.errors.passwordTooLong',
  'This password is too common. Choose one that is harder to guess.': 'auth.errors.passwordCommon',
  'Enter your password': 'auth.errors.enterPassword',
  'Enter your current password': 'auth.errors.currentPasswordRequired',
  'Enter your full name': 'auth.errors.fullNameRequired',
  'Full name must be at most 120 characters': 'auth.errors.fullNameTooLong',
  'Passwords do not match': 'auth.errors.passwordMismatch',
  'This email is already in use.': 'auth.errors.emailInUse',
  'Email or Password is Invalid': 'auth.errors.invalidCredentials',
  'Something went wrong': 'auth.errors.somethingWrong',
  'This username is already in use.': 'auth.errors.usernameInUse',
  'This account has been disabled. Contact the careers service.': 'auth.errors.accountDisabled',
  'This reset link is invalid or has expired.': 'auth.errors.invalidResetToken',
  'An invitation is required to register as an admin.': 'auth.errors.invitationRequired',
  'This invitation is invalid, used or has expired.': 'auth.errors.invitationInvalid',
  'This invitation was issued for a different email address.':
    'auth.errors.invitationEmailMismatch',
  'Your current password is not correct.': 'auth.errors.wrongCurrentPassword',
  'Too many failed attempts. Try again later.': 'auth.errors.tooManyAttempts',
  'Confirm your email address before signing in: use the link we emailed you.':
    'auth.errors.employerEmailUnverified',
  'If an account exists for this address, we have sent a link to reset its password.':
    'auth.errors.resetRequested',
};

/** Every message this map knows (for the test that keeps it in step with the contract). */
export const knownMessages = Object.keys(KEYS);

/** Translates a contract or server message; an unknown one is shown as it came. */
export function useMessage(): ShowMessage {
  return useKnownMessages(KEYS, PASSWORD_LIMITS);
}

/** "in 45 seconds" / "in 3 minutes", in the UI language (Intl handles the plurals). */
export function retryWhen(seconds: number, language: string): string {
  const rtf = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
  return seconds < 90
    ? rtf.format(Math.ceil(seconds), 'second')
    : rtf.format(Math.ceil(seconds / 60), 'minute');
}
