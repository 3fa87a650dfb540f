import { z } from 'zod';

/** Luhn checksum over the digits of a card number. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** MM/YY not before the current month. */
export function expiryValid(value: string, now = new Date()): boolean {
  const m = /^(\d{2})\/(\d{2})$/.exec(value);
  if (!m) return false;
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  if (month < 1 || month > 12) return false;
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}

export const cardSchema = z.object({
  number: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .refine((v) => v.length > 0, 'pages.validation.required')
    .refine((v) => /^\d{12,19}$/.test(v) && luhnValid(v), 'pages.validation.cardNumber'),
  name: z.string().trim().min(1, 'pages.validation.required').max(80, 'pages.validation.tooLong'),
  expiry: z
    .string()
    .trim()
    .min(1, 'pages.validation.required')
    .refine((v) => /^\d{2}\/\d{2}$/.test(v), 'pages.validation.expiryFormat')
    .refine((v) => !/^\d{2}\/\d{2}$/.test(v) || expiryValid(v), 'pages.validation.expiryPast'),
  cvv: z
    .string()
    .trim()
    .min(1, 'pages.validation.required')
    .regex(/^\d{3,4}$/, 'pages.validation.cvv'),
  saveCard: z.boolean(),
});
export type CardInput = z.input<typeof cardSchema>;
export type CardValues = z.output<typeof cardSchema>;

/** "4242424242424242" → "4242 4242 4242 4242" while typing. */
export function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1228" → "12/28" while typing. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
