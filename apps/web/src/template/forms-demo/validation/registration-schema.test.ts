import { describe, expect, it } from 'vitest';
import { EMPTY_REGISTRATION, ageOn, makeRegistrationSchema } from './registration-schema.ts';

const today = new Date(2026, 10, 22);

describe('registration schema', () => {
  it('reports every empty required field with its own message', () => {
    const r = makeRegistrationSchema(today).safeParse(EMPTY_REGISTRATION);
    // The form shows the first message of each field, as react-hook-form's resolver does.
    const byField: Record<string, string> = {};
    for (const i of r.error?.issues ?? []) byField[i.path.join('.')] ??= i.message;
    expect(byField).toMatchObject({
      fullName: 'formsDemo.errors.min2',
      email: 'formsDemo.errors.required',
      phone: 'formsDemo.errors.phone',
      course: 'formsDemo.errors.choose',
      interests: 'formsDemo.errors.interests',
      terms: 'formsDemo.errors.terms',
    });
  });

  it('accepts a complete registration', () => {
    const r = makeRegistrationSchema(today).safeParse({
      ...EMPTY_REGISTRATION,
      fullName: 'Amelia Clarke',
      email: 'amelia@student.ac.uk',
      phone: '07700 900123',
      birthDate: '2004-05-01',
      password: 'Careers2026',
      confirmPassword: 'Careers2026',
      course: 'cs',
      year: '3',
      interests: ['tech'],
      terms: true,
    });
    expect(r.success).toBe(true);
  });

  it('computes age around the birthday', () => {
    expect(ageOn('2010-11-22', today)).toBe(16);
    expect(ageOn('2010-11-23', today)).toBe(15);
  });
});
