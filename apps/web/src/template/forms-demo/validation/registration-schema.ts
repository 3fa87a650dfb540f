import { z } from 'zod';

const E = 'formsDemo.errors';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const UK_PHONE = /^(?:0|\+44\s?)\d{4}\s?\d{6}$/;

/** Age in whole years on `today` for a yyyy-mm-dd birth date. */
export function ageOn(birth: string, today: Date): number {
  const [y, m, d] = birth.split('-').map(Number);
  if (!y || !m || !d) return Number.NaN;
  let age = today.getFullYear() - y;
  const before = today.getMonth() + 1 < m || (today.getMonth() + 1 === m && today.getDate() < d);
  if (before) age -= 1;
  return age;
}

export function makeRegistrationSchema(today = new Date()) {
  return z
    .object({
      fullName: z.string().trim().min(2, `${E}.min2`),
      email: z.string().trim().min(1, `${E}.required`).regex(EMAIL, `${E}.email`),
      phone: z.string().trim().regex(UK_PHONE, `${E}.phone`),
      birthDate: z
        .string()
        .min(1, `${E}.required`)
        .refine((v) => ageOn(v, today) >= 16, `${E}.age`),
      password: z.string().min(8, `${E}.passwordLength`).regex(/\d/, `${E}.passwordDigit`),
      confirmPassword: z.string().min(1, `${E}.required`),
      course: z.string().min(1, `${E}.choose`),
      year: z.string({ error: `${E}.choose` }).min(1, `${E}.choose`),
      interests: z.array(z.string()).min(1, `${E}.interests`),
      bio: z.string().trim().max(300, `${E}.max300`),
      terms: z.boolean().refine((v) => v, `${E}.terms`),
    })
    .refine((v) => v.password === v.confirmPassword, {
      path: ['confirmPassword'],
      message: `${E}.passwordMatch`,
    });
}

export type RegistrationValues = z.infer<ReturnType<typeof makeRegistrationSchema>>;

export const EMPTY_REGISTRATION: RegistrationValues = {
  fullName: '',
  email: '',
  phone: '',
  birthDate: '',
  password: '',
  confirmPassword: '',
  course: '',
  year: '',
  interests: [],
  bio: '',
  terms: false,
};
