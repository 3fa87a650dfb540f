import { password } from './users.ts';
import { vacancyBody } from './careers.ts';
import { pdfBytes } from './files.ts';
import { uniqueEmail, type Account, type OperationCase } from './world.ts';

/*
 * Every operation of the API with a valid example request and who may call it. The authorisation
 * matrix checks each expectation for every kind of account; the fuzz test starts from each
 * example and corrupts it. A route added without an entry here fails both.
 */

const all = (code: number): Record<Account, number> => ({
  anonymous: code,
  owner: code,
  other: code,
  admin: code,
  disabledAdmin: code,
});
/** Any signed-in account whose session is live. */
const signedIn = (code: number): Record<Account, number> => ({
  anonymous: 401,
  owner: code,
  other: code,
  admin: code,
  disabledAdmin: 401,
});
const staffOnly = (code: number): Record<Account, number> => ({
  anonymous: 401,
  owner: 403,
  other: 403,
  admin: code,
  disabledAdmin: 401,
});
/** The owner's record: another candidate is told it does not exist. */
const ownerAndStaff = (code: number, staff = code): Record<Account, number> => ({
  anonymous: 401,
  owner: code,
  other: 404,
  admin: staff,
  disabledAdmin: 401,
});
const candidatesOnly = (code: number): Record<Account, number> => ({
  anonymous: 401,
  owner: code,
  other: code,
  admin: 403,
  disabledAdmin: 401,
});

const cv = () => ({ fields: { kind: 'cv' }, file: { name: 'Upload.pdf', content: pdfBytes() } });

/** Keyed `METHOD /url/pattern` exactly as the app registers it; HEAD follows its GET. */
export const operations: Record<string, OperationCase[]> = {
  // Documentation, health and the public settings are public.
  'GET /api/v1/health': [{ example: () => ({}), expect: all(200) }],
  'GET /api/v1/settings': [{ example: () => ({}), expect: all(200) }],
  // The navbar search: every signed-in person, over what they may read.
  'GET /api/v1/search': [{ example: () => ({ query: { q: 'graduate' } }), expect: signedIn(200) }],
  // Each person's own notifications and email choices.
  'GET /api/v1/notifications': [{ example: () => ({}), expect: signedIn(200) }],
  'POST /api/v1/notifications/read-all': [{ example: () => ({}), expect: signedIn(204) }],
  'POST /api/v1/notifications/:id/read': [
    {
      name: "an unknown id (nobody's)",
      example: () => ({ params: { id: '00000000-0000-4000-8000-000000000000' } }),
      expect: signedIn(404),
    },
  ],
  'GET /api/v1/notification-preferences': [{ example: () => ({}), expect: signedIn(200) }],
  'PUT /api/v1/notification-preferences': [
    {
      example: (_w, as) => ({
        body: {
          email:
            as === 'admin' || as === 'disabledAdmin'
              ? { application_new: true }
              : { application_status: false },
        },
      }),
      expect: signedIn(200),
    },
  ],
  'PATCH /api/v1/settings': [
    { example: () => ({ body: { showcase: true } }), expect: staffOnly(200) },
  ],
  'GET /api/v1/openapi.json': [{ example: () => ({}), expect: all(200) }],
  'GET /api/docs': [{ example: () => ({}), expect: all(200) }],
  'GET /api/docs/': [{ example: () => ({}), expect: all(200) }],
  'GET /api/docs/static/index.html': [{ example: () => ({}), expect: all(302) }],
  'GET /api/docs/static/*': [
    { example: () => ({ params: { '*': 'swagger-ui.css' } }), expect: all(200) },
  ],
  'GET /api/docs/static/swagger-initializer.js': [{ example: () => ({}), expect: all(200) }],
  'GET /api/docs/json': [{ example: () => ({}), expect: all(200) }],
  'GET /api/docs/yaml': [{ example: () => ({}), expect: all(200) }],

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
      expect: { anonymous: 401, owner: 409, other: 409, admin: 403, disabledAdmin: 401 },
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

  // Staff areas.
  'GET /api/v1/admins': [{ example: () => ({}), expect: staffOnly(200) }],
  'PATCH /api/v1/admins/:id': [
    {
      example: async (w) => ({
        params: { id: (await w.fresh.admin()).id },
        body: { status: 'disabled' },
      }),
      expect: staffOnly(200),
    },
  ],
  'GET /api/v1/outbox': [{ example: () => ({}), expect: staffOnly(200) }],
  'POST /api/v1/outbox/:id/retry': [
    {
      name: 'a failed message',
      example: async (w) => ({ params: { id: await w.fresh.failedMessage() } }),
      expect: staffOnly(200),
    },
  ],
  'GET /api/v1/audit': [{ example: () => ({}), expect: staffOnly(200) }],
  'GET /api/v1/stats/overview': [{ example: () => ({}), expect: staffOnly(200) }],
  'GET /api/v1/stats/attention': [
    { example: () => ({ query: { limit: 5 } }), expect: staffOnly(200) },
  ],
  'GET /api/v1/candidates': [{ example: () => ({}), expect: staffOnly(200) }],
  'GET /api/v1/candidates/:id': [
    { example: (w) => ({ params: { id: w.owner.id } }), expect: ownerAndStaff(200) },
  ],
  'PATCH /api/v1/candidates/:id': [
    {
      example: async (w) => {
        const profile = await w.fresh.ownerProfile();
        return {
          params: { id: profile.id },
          body: { programme: 'BSc Geography', expectedUpdatedAt: profile.updatedAt },
        };
      },
      expect: ownerAndStaff(200),
    },
  ],

  // Vacancies: candidates read open ones; staff manage them.
  'GET /api/v1/vacancies': [{ example: () => ({}), expect: signedIn(200) }],
  'GET /api/v1/vacancies/export': [
    { name: 'CSV', example: () => ({}), expect: staffOnly(200) },
    {
      name: 'Excel, chosen columns, in Arabic',
      example: () => ({
        query: { format: 'xlsx', lang: 'ar', columns: 'title,status,closesAt', status: 'open' },
      }),
      expect: staffOnly(200),
    },
  ],
  'POST /api/v1/vacancies': [{ example: () => ({ body: vacancyBody() }), expect: staffOnly(201) }],
  'GET /api/v1/vacancies/:id': [
    { name: 'open', example: (w) => ({ params: { id: w.vacancy.id } }), expect: signedIn(200) },
    {
      name: 'draft',
      example: async (w) => ({ params: { id: (await w.fresh.draftVacancy()).id } }),
      expect: { ...signedIn(404), admin: 200 },
    },
  ],
  'PATCH /api/v1/vacancies/:id': [
    {
      example: async (w) => {
        const v = await w.fresh.draftVacancy();
        return {
          params: { id: v.id },
          body: { title: 'Renamed vacancy', expectedUpdatedAt: v.updatedAt },
        };
      },
      expect: staffOnly(200),
    },
  ],
  'DELETE /api/v1/vacancies/:id': [
    {
      example: async (w) => ({ params: { id: (await w.fresh.draftVacancy()).id } }),
      expect: staffOnly(204),
    },
  ],
  'POST /api/v1/vacancies/:id/status': [
    {
      example: async (w) => ({
        params: { id: (await w.fresh.draftVacancy()).id },
        body: { status: 'open' },
      }),
      expect: staffOnly(200),
    },
  ],
  'POST /api/v1/vacancies/:id/applications': [
    {
      example: async (w, as) => {
        const vacancy = await w.fresh.openVacancy({ requiredDocuments: [] });
        // A candidate attaches a CV of their own library.
        const documentIds = as === 'owner' || as === 'other' ? [await w.fresh.cvOf(w[as])] : [];
        return { params: { id: vacancy.id }, body: { documentIds, coverNote: 'Keen to join.' } };
      },
      expect: candidatesOnly(201),
    },
  ],

  // The cover note being written: each candidate's own draft, per vacancy; staff keep none.
  'GET /api/v1/vacancies/:id/application-draft': [
    { example: (w) => ({ params: { id: w.vacancy.id } }), expect: candidatesOnly(200) },
  ],
  'PUT /api/v1/vacancies/:id/application-draft': [
    {
      example: async (w) => ({
        params: { id: (await w.fresh.openVacancy({ requiredDocuments: [] })).id },
        body: { coverNote: 'I would like to join your team.' },
      }),
      expect: candidatesOnly(200),
    },
  ],

  // Applications: candidates see their own; staff see all.
  'GET /api/v1/applications': [{ example: () => ({}), expect: signedIn(200) }],
  'GET /api/v1/applications/export': [
    { name: 'CSV', example: () => ({}), expect: staffOnly(200) },
    {
      name: 'Excel, chosen columns, in French',
      example: () => ({
        query: { format: 'xlsx', lang: 'fr', columns: 'candidateName,status,decidedAt' },
      }),
      expect: staffOnly(200),
    },
  ],
  'GET /api/v1/applications/:id': [
    { example: (w) => ({ params: { id: w.application.id } }), expect: ownerAndStaff(200) },
  ],
  'GET /api/v1/applications/:id/events': [
    { example: (w) => ({ params: { id: w.application.id } }), expect: ownerAndStaff(200) },
  ],
  'POST /api/v1/applications/:id/status': [
    {
      name: 'withdraw (the candidate’s move)',
      example: async (w) => ({
        params: { id: (await w.fresh.ownerApplication()).id },
        body: { status: 'withdrawn' },
      }),
      expect: ownerAndStaff(200, 409),
    },
    {
      name: 'review (a staff move)',
      example: async (w) => ({
        params: { id: (await w.fresh.ownerApplication()).id },
        body: { status: 'under_review' },
      }),
      expect: { ...staffOnly(200), owner: 403, other: 403 },
    },
  ],

  // Documents: candidates manage their library; staff read every document.
  'POST /api/v1/documents': [{ example: () => ({ form: cv() }), expect: candidatesOnly(201) }],
  'GET /api/v1/documents': [{ example: () => ({}), expect: signedIn(200) }],
  'GET /api/v1/documents/:id': [
    { example: (w) => ({ params: { id: w.document.id } }), expect: ownerAndStaff(200) },
  ],
  'GET /api/v1/documents/:id/content': [
    { example: (w) => ({ params: { id: w.document.id } }), expect: ownerAndStaff(200) },
  ],
  'DELETE /api/v1/documents/:id': [
    {
      example: async (w) => ({ params: { id: (await w.fresh.ownerDocument()).id } }),
      expect: ownerAndStaff(204, 403),
    },
  ],
};
