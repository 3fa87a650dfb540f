import { describe, expect, it } from 'vitest';
import {
  COMMON_PASSWORD_MESSAGE,
  adminRegisterInputSchema,
  candidateRegisterInputSchema,
  changePasswordInputSchema,
  loginInputSchema,
  passwordSchema,
  resetPasswordInputSchema,
  userDataSchema,
} from './auth.ts';
import { commonPasswords, isCommonPassword } from './common-passwords.ts';

const firstIssue = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues[0];

describe('passwordSchema', () => {
  it('accepts 10 to 128 characters', () => {
    expect(passwordSchema.safeParse('correct horse').success).toBe(true);
    expect(passwordSchema.safeParse('a'.repeat(9) + 'Z').success).toBe(true);
    expect(passwordSchema.safeParse('x7'.repeat(64)).success).toBe(true);
  });

  it('refuses fewer than 10 or more than 128 characters with a readable message', () => {
    expect(firstIssue(passwordSchema.safeParse('Short1!'))?.message).toBe(
      'Password must be at least 10 characters',
    );
    expect(firstIssue(passwordSchema.safeParse('x7'.repeat(64) + 'y'))?.message).toBe(
      'Password must be at most 128 characters',
    );
  });

  it.each(['password123', 'qwertyuiop', '1234567890', 'iloveyou12', 'PassWord123', 'QWERTYUIOP'])(
    'refuses the common password %s whatever its case',
    (password) => {
      expect(firstIssue(passwordSchema.safeParse(password))?.message).toBe(COMMON_PASSWORD_MESSAGE);
    },
  );
});

describe('common passwords', () => {
  it('lists at least 200 passwords, all of at least 10 characters and lower-case', () => {
    expect(commonPasswords.size).toBeGreaterThanOrEqual(200);
    for (const p of commonPasswords) {
      expect(p.length).toBeGreaterThanOrEqual(10);
      expect(p).toBe(p.toLowerCase());
    }
  });

  it('compares case-insensitively', () => {
    expect(isCommonPassword('Welcome123')).toBe(true);
    expect(isCommonPassword('Tangerine-Orbit-42')).toBe(false);
  });
});

describe('candidateRegisterInputSchema', () => {
  it('trims and lower-cases the email and trims the name', () => {
    const parsed = candidateRegisterInputSchema.parse({
      email: '  Ana.Silva@Uni.AC.uk ',
      password: 'Tangerine-Orbit-42',
      fullName: '  Ana Silva ',
    });
    expect(parsed).toEqual({
      email: 'ana.silva@uni.ac.uk',
      password: 'Tangerine-Orbit-42',
      fullName: 'Ana Silva',
    });
  });

  it.each([
    [
      { email: 'not-an-email', password: 'Tangerine-Orbit-42', fullName: 'A' },
      'email',
      'Enter a valid email address',
    ],
    [
      { email: '', password: 'Tangerine-Orbit-42', fullName: 'A' },
      'email',
      'Enter your email address',
    ],
    [
      { email: 'a@b.co', password: 'short', fullName: 'A' },
      'password',
      'Password must be at least 10 characters',
    ],
    [
      { email: 'a@b.co', password: 'Tangerine-Orbit-42', fullName: '   ' },
      'fullName',
      'Enter your full name',
    ],
  ])('refuses %o naming %s', (input, field, message) => {
    const issue = firstIssue(candidateRegisterInputSchema.safeParse(input));
    expect(issue?.path).toEqual([field]);
    expect(issue?.message).toBe(message);
  });
});

describe('adminRegisterInputSchema', () => {
  it('takes an optional invitation token', () => {
    const base = { email: 'a@b.co', password: 'Tangerine-Orbit-42', fullName: 'A B' };
    expect(adminRegisterInputSchema.parse(base).invitationToken).toBeUndefined();
    expect(
      adminRegisterInputSchema.parse({ ...base, invitationToken: 'abc' }).invitationToken,
    ).toBe('abc');
  });
});

describe('loginInputSchema', () => {
  it('does not apply strength rules to a password being checked', () => {
    expect(loginInputSchema.safeParse({ email: 'A@B.co', password: 'short' }).data).toEqual({
      email: 'a@b.co',
      password: 'short',
    });
    expect(firstIssue(loginInputSchema.safeParse({ email: 'a@b.co', password: '' }))?.message).toBe(
      'Enter your password',
    );
  });
});

describe('reset and change password', () => {
  it('applies the password rules to the new password', () => {
    expect(
      firstIssue(resetPasswordInputSchema.safeParse({ token: 't', password: 'password123' }))?.path,
    ).toEqual(['password']);
    expect(
      firstIssue(
        changePasswordInputSchema.safeParse({ currentPassword: 'x', newPassword: 'short' }),
      )?.path,
    ).toEqual(['newPassword']);
  });

  it('names the token when it is missing', () => {
    expect(
      firstIssue(resetPasswordInputSchema.safeParse({ password: 'Tangerine-Orbit-42' }))?.path,
    ).toEqual(['token']);
  });
});

describe('userDataSchema', () => {
  it('requires a uuid id and a known role', () => {
    const user = {
      id: '5b1f2c1e-8a5b-4f0e-9c61-0d2b7c7b1a11',
      fullName: 'Ana',
      email: 'a@b.co',
      role: 'candidate',
      avatar: null,
      ability: [{ action: 'read', subject: 'Auth' }],
      emailVerified: true,
    };
    expect(userDataSchema.safeParse(user).success).toBe(true);
    expect(userDataSchema.safeParse({ ...user, role: 'client' }).success).toBe(false);
    expect(userDataSchema.safeParse({ ...user, id: '1' }).success).toBe(false);
  });
});
