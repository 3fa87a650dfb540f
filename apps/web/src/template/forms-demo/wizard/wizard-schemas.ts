import { z } from 'zod';

const E = 'formsDemo.errors';
const required = (min = 1, key = 'required') => z.string().trim().min(min, `${E}.${key}`);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const accountStepSchema = z
  .object({
    email: required().regex(EMAIL, `${E}.email`),
    password: z.string().min(8, `${E}.passwordLength`).regex(/\d/, `${E}.passwordDigit`),
    confirmPassword: required(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: `${E}.passwordMatch`,
  });

export const employerStepSchema = z.object({
  company: required(2, 'min2'),
  sector: required(1, 'choose'),
  website: z
    .string()
    .trim()
    .regex(/^(https?:\/\/[^\s.]+\.\S+)?$/, `${E}.url`),
  contactName: required(2, 'min2'),
});

/** Today as yyyy-mm-dd in local time (the value format of <input type="date">). */
export function isoToday(now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}

export function makeVacancyStepSchema(today = isoToday()) {
  return z.object({
    title: required(3, 'min3'),
    contract: required(1, 'choose'),
    salary: required()
      .regex(/^\d+$/, `${E}.wholeNumber`)
      .refine((v) => Number(v) >= 12000, `${E}.salaryMin`),
    deadline: required().refine((v) => v > today, `${E}.future`),
    description: required(30, 'min30'),
  });
}

export const reviewStepSchema = z.object({
  confirm: z.boolean().refine((v) => v, `${E}.confirm`),
});

export type WizardValues = z.infer<typeof accountStepSchema> &
  z.infer<typeof employerStepSchema> &
  z.infer<ReturnType<typeof makeVacancyStepSchema>> &
  z.infer<typeof reviewStepSchema>;

export const WIZARD_STEPS = ['account', 'employer', 'vacancy', 'review'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export function stepSchema(step: WizardStep, today = isoToday()) {
  switch (step) {
    case 'account':
      return accountStepSchema;
    case 'employer':
      return employerStepSchema;
    case 'vacancy':
      return makeVacancyStepSchema(today);
    case 'review':
      return reviewStepSchema;
  }
}

/** The first step whose fields do not pass, or null when the whole wizard is valid. */
export function firstInvalidStep(values: WizardValues, today = isoToday()): WizardStep | null {
  return WIZARD_STEPS.find((s) => !stepSchema(s, today).safeParse(values).success) ?? null;
}

export const EMPTY_WIZARD: WizardValues = {
  email: '',
  password: '',
  confirmPassword: '',
  company: '',
  sector: '',
  website: '',
  contactName: '',
  title: '',
  contract: '',
  salary: '',
  deadline: '',
  description: '',
  confirm: false,
};
