import { useKnownMessages, type ShowMessage } from '../../core/i18n/known-messages.ts';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  WEB_LINK_LABELS,
  webLinkMessages,
} from '@careers/contracts';

const link = webLinkMessages(WEB_LINK_LABELS.candidateLink);

// Contract and server messages the portal's forms show, mapped to translation keys (the auth
// area owns the password and name messages; the keys are shared through the one translation file).
const KEYS: Record<string, string> = {
  'Enter a password': 'auth.errors.passwordRequired',
  [`Password must be at least ${PASSWORD_MIN_LENGTH} characters`]: 'auth.errors.passwordTooShort',
  [`Password must be at most ${PASSWORD_MAX_LENGTH} characters`]: 'auth.errors.passwordTooLong',
  'Password is too long': 'auth.errors.passwordTooLong',
  'This password is too common. Choose one that is harder to guess.': 'auth.errors.passwordCommon',
  'Enter your current password': 'auth.errors.currentPasswordRequired',
  'Your current password is not correct.': 'auth.errors.wrongCurrentPassword',
  'Passwords do not match': 'auth.errors.passwordMismatch',
  'Full name must be at least 2 characters': 'portal.errors.fullNameShort',
  'Enter a valid phone number': 'portal.errors.phone',
  'Link label is required': 'portal.errors.linkLabel',
  [link.invalid]: 'portal.errors.linkInvalid',
  [link.scheme]: 'portal.errors.linkScheme',
  [link.credentials]: 'portal.errors.linkCredentials',
  [link.tooLong]: 'portal.errors.linkTooLong',
};

const LIMITS = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };

/** Translates a contract or server message of the portal's forms; an unknown one as it came. */
export function usePortalMessage(): ShowMessage {
  return useKnownMessages(KEYS, LIMITS);
}
