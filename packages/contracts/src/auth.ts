import { z } from 'zod';
import { isCommonPassword } from './common-passwords.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './domain.ts';

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common. Choose one that is harder to guess.';

/** The three kinds of account: careers staff, students and graduates, employer contacts. */
export const roleSchema = z.enum(['admin', 'candidate', 'employer']);
export type Role = z.infer<typeof roleSchema>;

/** One CASL rule as it travels in userData.ability (raw rule of @casl/ability). */
export const abilityRuleSchema = z.object({
  action: z.string(),
  subject: z.string(),
  conditions: z.record(z.string(), z.unknown()).optional(),
  inverted: z.boolean().optional(),
});
export type AbilityRule = z.infer<typeof abilityRuleSchema>;

/** Trimmed and lower-cased, so "Ana@Uni.ac.uk " and "ana@uni.ac.uk" are one account. */
export const emailSchema = z
  .string({ error: 'Enter your email address' })
  .trim()
  .toLowerCase()
  .min(1, 'Enter your email address')
  .max(254, 'Email must be at most 254 characters')
  .email('Enter a valid email address');

/** A new password: 10 to 128 characters and not one of the most common ones. */
export const passwordSchema = z
  .string({ error: 'Enter a password' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
  .refine((value) => !isCommonPassword(value), COMMON_PASSWORD_MESSAGE);

/** A password being checked (login, current password): no strength rules, old ones still work. */
const enteredPasswordSchema = z
  .string({ error: 'Enter your password' })
  .min(1, 'Enter your password')
  .max(1024, 'Password is too long');

export const fullNameSchema = z
  .string({ error: 'Enter your full name' })
  .trim()
  .min(1, 'Enter your full name')
  .max(120, 'Full name must be at most 120 characters');

export const userDataSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  email: z.string(),
  role: roleSchema,
  avatar: z.string().nullable(),
  ability: z.array(abilityRuleSchema),
  /** False for a self-registered candidate until the link mailed at registration is used. */
  emailVerified: z.boolean(),
});
export type UserData = z.infer<typeof userDataSchema>;

export const candidateRegisterInputSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  fullName: fullNameSchema,
});
export type CandidateRegisterInput = z.infer<typeof candidateRegisterInputSchema>;

export const adminRegisterInputSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  fullName: fullNameSchema,
  /** From the invitation link; only the very first admin of an empty system goes without. */
  invitationToken: z.string().trim().min(1).max(200).optional(),
});
export type AdminRegisterInput = z.infer<typeof adminRegisterInputSchema>;

export const loginInputSchema = z.object({
  email: emailSchema,
  password: enteredPasswordSchema,
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/**
 * POST /login: one sign-in for every kind of account. Without `role` the password is checked
 * against each account of the address; `role` picks one after the server asked which to use.
 */
export const signInInputSchema = loginInputSchema.extend({
  role: roleSchema.optional(),
});
export type SignInInput = z.infer<typeof signInInputSchema>;

/** One account the address holds whose password matched: the web asks which to use. */
export const accountChoiceSchema = z.object({
  role: roleSchema,
  fullName: z.string(),
});
export type AccountChoice = z.infer<typeof accountChoiceSchema>;

export const authResponseSchema = z.object({
  userData: userDataSchema,
  accessToken: z.string(),
  refreshToken: z.string(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** POST /login answers a session, or (several accounts matched) the choice and no tokens. */
export const signInResponseSchema = z.union([
  authResponseSchema,
  z.object({ choose: z.array(accountChoiceSchema).min(2) }),
]);
export type SignInResponse = z.infer<typeof signInResponseSchema>;

const tokenSchema = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(200, message);

export const refreshInputSchema = z.object({
  refreshToken: tokenSchema('A refresh token is required'),
});
export type RefreshInput = z.infer<typeof refreshInputSchema>;

export const tokenPairSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const logoutInputSchema = z.object({
  refreshToken: tokenSchema('A refresh token is required'),
});
export type LogoutInput = z.infer<typeof logoutInputSchema>;

export const invitationInputSchema = z.object({ email: emailSchema });
export type InvitationInput = z.infer<typeof invitationInputSchema>;

export const invitationResponseSchema = z.object({
  token: z.string(),
  url: z.string(),
});
export type InvitationResponse = z.infer<typeof invitationResponseSchema>;

/** An invitation not used nor revoked yet; past `expiresAt` it no longer works until resent. */
export const pendingInvitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string(),
  expiresAt: z.string(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

export const pendingInvitationListSchema = z.object({ data: z.array(pendingInvitationSchema) });
export type PendingInvitationList = z.infer<typeof pendingInvitationListSchema>;

/** A resend answers the new link (the old one no longer works) and the new expiry. */
export const resendInvitationResponseSchema = invitationResponseSchema.extend({
  expiresAt: z.string(),
});
export type ResendInvitationResponse = z.infer<typeof resendInvitationResponseSchema>;

export const forgotPasswordInputSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>;

/** 202 whether or not the address is registered: the answer never tells. */
export const forgotPasswordResponseSchema = z.object({ message: z.string() });
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponseSchema>;

export const resetPasswordInputSchema = z.object({
  token: tokenSchema('This reset link is invalid or has expired.'),
  password: passwordSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

/** POST /candidate/verify-email: the token of the link mailed at registration. */
export const verifyEmailInputSchema = z.object({
  token: tokenSchema('This verification link is invalid or has expired.'),
});
export type VerifyEmailInput = z.infer<typeof verifyEmailInputSchema>;

export const verifyEmailResponseSchema = z.object({ email: z.string() });
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

/** POST /candidate/verify-email/resend answers when the new link may be asked for again. */
export const resendVerificationResponseSchema = z.object({ message: z.string() });
export type ResendVerificationResponse = z.infer<typeof resendVerificationResponseSchema>;

/** Stable codes some refusals carry beside their message. */
export const authCodes = {
  emailUnverified: 'email_unverified',
  alreadyVerified: 'email_already_verified',
} as const;

/** POST /me/password: the signed-in user changes their own password. */
export const changePasswordInputSchema = z.object({
  currentPassword: z
    .string({ error: 'Enter your current password' })
    .min(1, 'Enter your current password')
    .max(1024, 'Password is too long'),
  newPassword: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

/** Messages the auth endpoints answer, shared so screens and tests name the same text. */
export const authMessages = {
  emailInUse: 'This email is already in use.',
  invalidCredentials: 'Email or Password is Invalid',
  accountDisabled: 'This account has been disabled. Contact the careers service.',
  authenticationRequired: 'Authentication required',
  sessionExpired: 'Session expired',
  sessionEnded: 'This session has ended. Sign in again.',
  notAllowed: 'You are not allowed to do this',
  invalidRefreshToken: 'Invalid refresh token',
  invalidResetToken: 'This reset link is invalid or has expired.',
  invitationRequired: 'An invitation is required to register as an admin.',
  invitationInvalid: 'This invitation is invalid, used or has expired.',
  invitationEmailMismatch: 'This invitation was issued for a different email address.',
  invitationNotFound: 'This invitation was not found or has been revoked.',
  invitationUsed: 'This invitation has already been used.',
  wrongCurrentPassword: 'Your current password is not correct.',
  tooManyAttempts: 'Too many failed attempts. Try again later.',
  resetRequested:
    'If an account exists for this address, we have sent a link to reset its password.',
  emailUnverified: 'Confirm your email address before applying: use the link we emailed you.',
  employerEmailUnverified:
    'Confirm your email address before signing in: use the link we emailed you.',
  invalidVerificationToken: 'This verification link is invalid or has expired.',
  alreadyVerified: 'Your email address is already confirmed.',
  verificationSent: 'We have sent a new confirmation link.',
  tooManyVerificationEmails: 'Too many confirmation emails. Try again later.',
} as const;
