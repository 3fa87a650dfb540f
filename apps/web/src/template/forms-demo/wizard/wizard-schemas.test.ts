import { describe, expect, it } from 'vitest';
import {
  EMPTY_WIZARD,
  accountStepSchema,
  employerStepSchema,
  firstInvalidStep,
  makeVacancyStepSchema,
  reviewStepSchema,
  type WizardValues,
} from './wizard-schemas.ts';

const VALID: WizardValues = {
  email: 'recruiter@northwind.co.uk',
  password: 'Graduate2026',
  confirmPassword: 'Graduate2026',
  company: 'Northwind Analytics',
  sector: 'tech',
  website: 'https://northwind.example',
  contactName: 'Priya Shah',
  title: 'Graduate Data Analyst',
  contract: 'fullTime',
  salary: '28000',
  deadline: '2026-12-01',
  description: 'Join our analytics team and turn data into decisions for our clients.',
  confirm: true,
};

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('wizard step schemas', () => {
  it('requires a valid email and matching passwords on the account step', () => {
    const r = accountStepSchema.safeParse({ ...VALID, email: 'nope', confirmPassword: 'x' });
    expect(messages(r)).toEqual(['formsDemo.errors.email', 'formsDemo.errors.passwordMatch']);
    expect(accountStepSchema.safeParse(VALID).success).toBe(true);
  });

  it('accepts an empty website but not a malformed one', () => {
    expect(employerStepSchema.safeParse({ ...VALID, website: '' }).success).toBe(true);
    expect(messages(employerStepSchema.safeParse({ ...VALID, website: 'northwind' }))).toEqual([
      'formsDemo.errors.url',
    ]);
  });

  it('checks salary and a deadline after today on the vacancy step', () => {
    const schema = makeVacancyStepSchema('2026-11-22');
    expect(schema.safeParse(VALID).success).toBe(true);
    const r = schema.safeParse({ ...VALID, salary: '9000', deadline: '2026-11-22' });
    expect(messages(r)).toEqual(['formsDemo.errors.salaryMin', 'formsDemo.errors.future']);
  });

  it('needs the confirmation on the review step', () => {
    expect(reviewStepSchema.safeParse({ confirm: false }).success).toBe(false);
  });

  it('finds the first invalid step', () => {
    expect(firstInvalidStep(EMPTY_WIZARD, '2026-11-22')).toBe('account');
    expect(firstInvalidStep({ ...VALID, title: '' }, '2026-11-22')).toBe('vacancy');
    expect(firstInvalidStep(VALID, '2026-11-22')).toBeNull();
  });
});
