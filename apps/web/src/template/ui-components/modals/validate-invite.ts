export interface InviteValues {
  company: string;
  email: string;
}
export type InviteErrors = Partial<Record<keyof InviteValues, 'required' | 'email'>>;

/** Error codes (translated by the form) for an employer invitation. */
export function validateInvite({ company, email }: InviteValues): InviteErrors {
  const errors: InviteErrors = {};
  if (!company.trim()) errors.company = 'required';
  if (!email.trim()) errors.email = 'required';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) errors.email = 'email';
  return errors;
}
