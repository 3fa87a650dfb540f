import { z } from 'zod';
import { authResponseSchema, emailSchema, fullNameSchema, passwordSchema } from './auth.ts';
import {
  createOrganisationInputSchema,
  organisationContactSchema,
  organisationSchema,
} from './organisations.ts';

/**
 * Employer contact accounts: a newcomer registers a new organisation (pending until staff approve
 * it) or joins an existing one with an invitation, never by naming it.
 */
export const employerRegisterInputSchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    fullName: fullNameSchema,
    /** A new organisation (created pending), or… */
    organisation: createOrganisationInputSchema
      .pick({ name: true, website: true, sector: true, size: true })
      .optional(),
    /** …the token of an invitation to join one (the email must be the invited one). */
    invitationToken: z.string().trim().min(1).max(200).optional(),
  })
  .refine((v) => Boolean(v.organisation) !== Boolean(v.invitationToken), {
    message: 'Register a new organisation or use an invitation to join one',
    path: ['organisation'],
  });
export type EmployerRegisterInput = z.input<typeof employerRegisterInputSchema>;

/** A new organisation's contact confirms the address first: no tokens until then. */
export const employerVerificationPendingSchema = z.object({
  message: z.string(),
  email: z.string(),
});
export type EmployerVerificationPending = z.infer<typeof employerVerificationPendingSchema>;

/** 201: a session (joined by invitation, the address counts as confirmed) or "check your email". */
export const employerRegisterResponseSchema = z.union([
  authResponseSchema,
  employerVerificationPendingSchema,
]);
export type EmployerRegisterResponse = z.infer<typeof employerRegisterResponseSchema>;

/** PATCH /employer/account: the contact's own name (the contact record follows it). */
export const employerAccountInputSchema = z.object({ fullName: fullNameSchema });
export type EmployerAccountInput = z.infer<typeof employerAccountInputSchema>;

/** POST /employer/verify-email/resend: the answer is the same for any address. */
export const employerResendVerificationInputSchema = z.object({ email: emailSchema });
export type EmployerResendVerificationInput = z.infer<typeof employerResendVerificationInputSchema>;

/** An invitation to join an organisation as an employer contact. */
export const employerInvitationInputSchema = z.object({
  email: emailSchema,
  fullName: fullNameSchema.optional(),
});
export type EmployerInvitationInput = z.input<typeof employerInvitationInputSchema>;

export const employerInvitationSchema = z.object({
  id: z.uuid(),
  organisationId: z.uuid(),
  email: z.string(),
  invitedByRole: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type EmployerInvitation = z.infer<typeof employerInvitationSchema>;

export const employerInvitationListSchema = z.object({ data: z.array(employerInvitationSchema) });
export type EmployerInvitationList = z.infer<typeof employerInvitationListSchema>;

export const organisationInvitationParamsSchema = z.object({
  id: z.uuid(),
  invitationId: z.uuid(),
});

/** GET /employer/organisation: the contact's own organisation, as its contacts may see it. */
export const employerOrganisationSchema = organisationSchema
  .omit({ decidedBy: true, vacancyCount: true, applicationCount: true })
  .extend({ contacts: z.array(organisationContactSchema) });
export type EmployerOrganisation = z.infer<typeof employerOrganisationSchema>;

/** Messages of the employer account endpoints. */
export const employerMessages = {
  verificationSent: 'We have sent a link to confirm your email address. Open it, then sign in.',
  resendAnswer:
    'If an unconfirmed employer account exists for this address, we have sent a new confirmation link.',
  organisationNotApproved:
    'Your organisation can invite colleagues once the careers service has approved it.',
  organisationNotFound: 'Organisation not found',
} as const;
