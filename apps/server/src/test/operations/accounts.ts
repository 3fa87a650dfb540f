import { password } from '../users.ts';
import { type OperationCase, uniqueEmail } from '../world.ts';
import { all, signedIn, staffOnly } from './expectations.ts';

/** Accounts: registering, signing in, sessions, passwords and invitations. */
export const accountOperations: Record<string, OperationCase[]> = {
  // Accounts: public endpoints ignore any token sent with them.
  'POST /api/v1/candidate/register': [
    {
      example: () => ({
        body: { email: uniqueEmail('new'), password: 'Register-Me-Please-1', fullName: 'New One' },
      }),
      expect: all(201),
    },
  ],
  'POST /api/v1/admin/register': [
    {
      name: 'with an invitation',
      example: async (w) => {
        const email = uniqueEmail('invited');
        const invitationToken = await w.fresh.invitationToken(email);
        return {
          body: { email, password: 'Invited-Admin-Pass-1', fullName: 'Invited', invitationToken },
        };
      },
      expect: all(201),
    },
    {
      name: 'without one, once an admin exists',
      example: () => ({
        body: { email: uniqueEmail('uninvited'), password: 'Sneaky-Admin-Pass-1', fullName: 'X' },
      }),
      expect: all(403),
    },
  ],
  'POST /api/v1/login': [
    { example: (w) => ({ body: { email: w.admin.email, password } }), expect: all(200) },
    {
      name: 'naming the role',
      example: (w) => ({ body: { email: w.other.email, password, role: 'candidate' } }),
      expect: all(200),
    },
    {
      name: 'an employer contact',
      example: (w) => ({ body: { email: w.employer.email, password } }),
      expect: all(200),
    },
  ],
  'POST /api/v1/candidate/login': [
    { example: (w) => ({ body: { email: w.other.email, password } }), expect: all(200) },
  ],
  'POST /api/v1/admin/login': [
    { example: (w) => ({ body: { email: w.admin.email, password } }), expect: all(200) },
  ],
  'POST /api/v1/candidate/forgot-password': [
    { example: (w) => ({ body: { email: w.other.email } }), expect: all(202) },
  ],
  'POST /api/v1/admin/forgot-password': [
    { example: () => ({ body: { email: uniqueEmail('unknown') } }), expect: all(202) },
  ],
  'POST /api/v1/reset-password': [
    {
      example: async (w) => ({
        body: { token: await w.fresh.resetToken(), password: 'Brand-New-Passphrase-2' },
      }),
      expect: all(204),
    },
  ],
  'POST /api/v1/candidate/verify-email': [
    {
      example: async (w) => ({ body: { token: await w.fresh.verificationToken() } }),
      expect: all(200),
    },
  ],
  'POST /api/v1/candidate/verify-email/resend': [
    {
      // The fixtures' students have confirmed their address already: the candidates are told so.
      example: () => ({}),
      expect: {
        anonymous: 401,
        owner: 409,
        other: 409,
        admin: 403,
        disabledAdmin: 401,
        employer: 403,
      },
    },
  ],
  'POST /api/v1/jwt/refresh-token': [
    {
      example: async (w) => ({
        body: { refreshToken: (await w.fresh.candidateSession()).refreshToken },
      }),
      expect: all(200),
    },
  ],
  'POST /api/v1/jwt/logout': [
    {
      example: async (w) => ({
        body: { refreshToken: (await w.fresh.candidateSession()).refreshToken },
      }),
      expect: all(204),
    },
  ],
  'GET /api/v1/me': [{ example: () => ({}), expect: signedIn(200) }],
  'POST /api/v1/me/password': [
    {
      // The same password again: the caller's other sessions end, the fixtures still sign in.
      example: () => ({ body: { currentPassword: password, newPassword: password } }),
      expect: signedIn(204),
    },
  ],
  'GET /api/v1/admin/invitations': [{ example: () => ({}), expect: staffOnly(200) }],
  'POST /api/v1/admin/invitations/:id/resend': [
    {
      example: async (w) => ({ params: { id: await w.fresh.invitationId() } }),
      expect: staffOnly(200),
    },
  ],
  'DELETE /api/v1/admin/invitations/:id': [
    {
      example: async (w) => ({ params: { id: await w.fresh.invitationId() } }),
      expect: staffOnly(204),
    },
  ],
  'POST /api/v1/admin/invitations': [
    { example: () => ({ body: { email: uniqueEmail('invitee') } }), expect: staffOnly(201) },
  ],
};
