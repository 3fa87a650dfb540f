import { describe, expect, it } from 'vitest';
import { composeMailSchema, emptyMail, formatBytes, splitAddresses } from './compose-schema.ts';

const errors = (input: Partial<typeof emptyMail>) => {
  const result = composeMailSchema.safeParse({ ...emptyMail, ...input });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
};

describe('compose validation', () => {
  it('needs at least one recipient and a subject', () => {
    expect(errors({})).toEqual({
      to: 'email.composer.errors.toRequired',
      subject: 'email.composer.errors.subjectRequired',
    });
    expect(errors({ subject: '   ' }).subject).toBe('email.composer.errors.subjectRequired');
  });

  it('rejects any invalid address in to, cc or bcc', () => {
    expect(errors({ to: 'a@example.com, nope', subject: 'Hi' })).toEqual({
      to: 'email.composer.errors.invalidAddress',
    });
    expect(errors({ to: 'a@example.com', cc: 'b@', subject: 'Hi' })).toEqual({
      cc: 'email.composer.errors.invalidAddress',
    });
    expect(errors({ to: 'a@example.com', bcc: 'x y', subject: 'Hi' })).toHaveProperty('bcc');
  });

  it('accepts several valid recipients separated by commas, semicolons or spaces', () => {
    expect(errors({ to: 'a@example.com; b@example.org  c@example.net', subject: 'Hi' })).toEqual(
      {},
    );
    expect(splitAddresses(' a@x.io,,b@y.io ; ')).toEqual(['a@x.io', 'b@y.io']);
  });

  it('formats attachment sizes', () => {
    expect(formatBytes(500)).toBe('500 B');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
  });
});
