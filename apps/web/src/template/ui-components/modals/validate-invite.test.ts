import { describe, expect, it } from 'vitest';
import { validateInvite } from './validate-invite.ts';

describe('validateInvite', () => {
  it('requires both fields', () => {
    expect(validateInvite({ company: ' ', email: '' })).toEqual({
      company: 'required',
      email: 'required',
    });
  });
  it('rejects a malformed email and accepts a good invitation', () => {
    expect(validateInvite({ company: 'Cobalt Cloud', email: 'jobs@' })).toEqual({ email: 'email' });
    expect(validateInvite({ company: 'Cobalt Cloud', email: 'jobs@cobalt.example' })).toEqual({});
  });
});
