import { authMessages } from './auth.ts';
import { adminMessages } from './candidates.ts';
import { STALE_EDIT_MESSAGE } from './domain.ts';
import { reviewMessages } from './reviewing.ts';
import { reasonMessages } from './reasons.ts';
import { bookingMessages } from './bookings.ts';
import { offerMessages } from './offers.ts';
import { screeningMessages } from './screening.ts';
import { applicationUndoMessages } from './status-machines.ts';

/**
 * Every error the API answers carries a stable `code` beside its English `message`; the web shows
 * its own text for the code in the reader's language (core/api/api-error.ts, locales `errors.*`).
 * Codes never change once published; messages may be reworded.
 */
export const errorCodes = [
  // By status, when nothing more precise applies.
  'bad_request',
  'invalid_field',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'too_large',
  'unsupported_type',
  'version_required',
  'too_many_requests',
  'server_error',
  // Precise ones.
  'stale_edit',
  'concurrent_change',
  'status_not_allowed',
  'documents_missing',
  'vacancy_not_open',
  'already_applied',
  'email_in_use',
  'invalid_credentials',
  'account_disabled',
  'session_expired',
  'session_ended',
  'invalid_refresh_token',
  'invalid_reset_token',
  'invitation_required',
  'invitation_invalid',
  'invitation_email_mismatch',
  'wrong_current_password',
  'too_many_attempts',
  'actor_not_active',
  'last_active_admin',
  'self_disable',
  'email_unverified',
  'email_already_verified',
  'invalid_verification_token',
  'invitation_used',
  'profile_incomplete',
  'note_not_yours',
  'tag_name_taken',
  'reason_name_taken',
  'reason_in_use',
  'reason_retired',
  'reason_wrong_kind',
  'offer_not_open',
  'offer_deadline_passed',
  'external_apply',
  'question_answered',
  'undo_expired',
  'undo_superseded',
  'slot_full',
  'booking_cutoff_passed',
  'already_booked',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

const byMessage: Record<string, ErrorCode> = {
  [STALE_EDIT_MESSAGE]: 'stale_edit',
  'Someone else changed this at the same moment. Reload and try again.': 'concurrent_change',
  'This vacancy is not accepting applications': 'vacancy_not_open',
  'You have already applied for this vacancy': 'already_applied',
  [authMessages.emailInUse]: 'email_in_use',
  [authMessages.invalidCredentials]: 'invalid_credentials',
  [authMessages.accountDisabled]: 'account_disabled',
  [authMessages.authenticationRequired]: 'unauthorized',
  [authMessages.sessionExpired]: 'session_expired',
  [authMessages.sessionEnded]: 'session_ended',
  [authMessages.notAllowed]: 'forbidden',
  [authMessages.invalidRefreshToken]: 'invalid_refresh_token',
  [authMessages.invalidResetToken]: 'invalid_reset_token',
  [authMessages.invitationRequired]: 'invitation_required',
  [authMessages.invitationInvalid]: 'invitation_invalid',
  [authMessages.invitationEmailMismatch]: 'invitation_email_mismatch',
  [authMessages.wrongCurrentPassword]: 'wrong_current_password',
  [authMessages.tooManyAttempts]: 'too_many_attempts',
  [adminMessages.actorNotActive]: 'actor_not_active',
  [adminMessages.lastActiveAdmin]: 'last_active_admin',
  [adminMessages.selfDisable]: 'self_disable',
  [authMessages.emailUnverified]: 'email_unverified',
  [authMessages.employerEmailUnverified]: 'email_unverified',
  [authMessages.alreadyVerified]: 'email_already_verified',
  [authMessages.invalidVerificationToken]: 'invalid_verification_token',
  [authMessages.invitationUsed]: 'invitation_used',
  [reviewMessages.notYourNote]: 'note_not_yours',
  [reviewMessages.tagNameTaken]: 'tag_name_taken',
  [reasonMessages.nameTaken]: 'reason_name_taken',
  [reasonMessages.inUse]: 'reason_in_use',
  [reasonMessages.retired]: 'reason_retired',
  [reasonMessages.wrongKind]: 'reason_wrong_kind',
  [offerMessages.notPending]: 'offer_not_open',
  [offerMessages.deadlinePassed]: 'offer_deadline_passed',
  [screeningMessages.externalApply]: 'external_apply',
  [screeningMessages.answeredRemoved]: 'question_answered',
  [screeningMessages.answeredKind]: 'question_answered',
  [applicationUndoMessages.expired]: 'undo_expired',
  [applicationUndoMessages.superseded]: 'undo_superseded',
  [bookingMessages.full]: 'slot_full',
  [bookingMessages.cutoffPassed]: 'booking_cutoff_passed',
  [bookingMessages.alreadyBooked]: 'already_booked',
};

const byStatus: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'too_large',
  415: 'unsupported_type',
  428: 'version_required',
  429: 'too_many_requests',
};

/**
 * The code of an answer: the message's own when it has one, then what the details say (the moves
 * a status allows, the documents still missing), then the field (bad input), then the status.
 */
export function errorCodeFor(error: {
  status: number;
  message: string;
  field?: string;
  allowed?: unknown;
  missing?: unknown;
}): ErrorCode {
  const known = byMessage[error.message];
  if (known) return known;
  if (error.status >= 500) return 'server_error';
  if (error.missing !== undefined) return 'documents_missing';
  if (error.allowed !== undefined) return 'status_not_allowed';
  if (error.status === 400 && error.field) return 'invalid_field';
  return (
    byStatus[error.status] ??
    (error.status >= 400 && error.status < 500 ? 'bad_request' : 'server_error')
  );
}
