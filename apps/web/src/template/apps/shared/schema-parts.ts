import { z } from 'zod';

// Field rules the apps' forms share; each takes the translation key of its error.

/** A text that must not be blank once trimmed. */
export const requiredText = (message: string) => z.string().trim().min(1, message);

/** A phone number as typed: digits, spaces, brackets and dashes, an optional leading +. */
export const phoneText = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^\+?[\d\s()-]{6,20}$/, message);
