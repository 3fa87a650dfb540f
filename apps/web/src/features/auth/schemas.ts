import {
  adminRegisterInputSchema,
  candidateRegisterInputSchema,
  forgotPasswordInputSchema,
  loginInputSchema,
  passwordSchema,
} from '@careers/contracts';
import { z } from 'zod';

export { forgotPasswordInputSchema, loginInputSchema };

const confirm = { confirmPassword: z.string() };
const matching = (v: { password: string; confirmPassword: string }) =>
  v.password === v.confirmPassword;
const mismatch = { message: 'Passwords do not match', path: ['confirmPassword'] };

/** Candidate registration: the contract's schema plus the confirmation only the form has. */
export const candidateRegisterFormSchema = candidateRegisterInputSchema
  .extend(confirm)
  .refine(matching, mismatch);

export const adminRegisterFormSchema = adminRegisterInputSchema
  .extend(confirm)
  .refine(matching, mismatch);

/** Reset: the token comes from the link, so the form checks the new password and its copy. */
export const resetPasswordFormSchema = z
  .object({ password: passwordSchema, ...confirm })
  .refine(matching, mismatch);

export type SchemaName =
  'login' | 'forgot' | 'candidateRegister' | 'adminRegister' | 'resetPassword';

export const schemas = {
  login: loginInputSchema,
  forgot: forgotPasswordInputSchema,
  candidateRegister: candidateRegisterFormSchema,
  adminRegister: adminRegisterFormSchema,
  resetPassword: resetPasswordFormSchema,
} satisfies Record<SchemaName, z.ZodType>;
