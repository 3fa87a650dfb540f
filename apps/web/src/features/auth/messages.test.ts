import {
  authMessages,
  changePasswordInputSchema,
  candidateRegisterInputSchema,
  COMMON_PASSWORD_MESSAGE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@careers/contracts';
import { describe, expect, it } from 'vitest';
import { knownMessages, PASSWORD_LIMITS, retryWhen } from './messages.ts';

const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('auth messages', () => {
  it('know every message the auth forms can receive', () => {
    const notOnForms: (keyof typeof authMessages)[] = [
      // Session messages (401/403 on other calls) never reach these forms.
      'authenticationRequired',
      'sessionExpired',
      'sessionEnded',
      'notAllowed',
      'invalidRefreshToken',
      // Address confirmation: the verify page and the portal's notice say these in their own words.
      'emailUnverified',
      'invalidVerificationToken',
      'alreadyVerified',
      'verificationSent',
      'tooManyVerificationEmails',
      // Resending or revoking an invitation: staff on the admins screen, never an auth form.
      'invitationNotFound',
      'invitationUsed',
    ];
    const forms = Object.entries(authMessages)
      .filter(([key]) => !(notOnForms as string[]).includes(key))
      .map(([, message]) => message);
    expect(forms.filter((m) => !knownMessages.includes(m))).toEqual([]);
  });

  it("know the contract schemas' messages and password limits", () => {
    expect(PASSWORD_LIMITS).toEqual({ min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });
    const samples = [
      candidateRegisterInputSchema.safeParse({ email: '', password: 'short', fullName: '' }),
      candidateRegisterInputSchema.safeParse({
        email: 'x',
        password: 'x'.repeat(200),
        fullName: 'x'.repeat(200),
      }),
      candidateRegisterInputSchema.safeParse({
        email: 'a@b.co',
        password: 'password123',
        fullName: 'A',
      }),
      changePasswordInputSchema.safeParse({ currentPassword: '', newPassword: '' }),
    ];
    const messages = new Set(samples.flatMap(issues));
    expect(messages).toContain(COMMON_PASSWORD_MESSAGE);
    expect([...messages].filter((m) => !knownMessages.includes(m))).toEqual([]);
  });
});

describe('retryWhen', () => {
  it('says seconds under a minute and a half, minutes after, in the reader language', () => {
    expect(retryWhen(45, 'en')).toBe('in 45 seconds');
    expect(retryWhen(180, 'en')).toBe('in 3 minutes');
    expect(retryWhen(180, 'fr')).toBe('dans 3 minutes');
  });
});
