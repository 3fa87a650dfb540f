import type { Vacancy } from '@careers/contracts';
import { vacancyBody } from '../careers.ts';
import { pdfBytes } from '../files.ts';
import { type OperationCase } from '../world.ts';
import { signedIn, staffOnly, ownerAndStaff, candidatesOnly } from './expectations.ts';

/** A rename of the vacancy, at its current version. */
const renamed = (v: Vacancy) => ({
  params: { id: v.id },
  body: { title: 'Renamed vacancy', expectedUpdatedAt: v.updatedAt },
});
/** Two screening questions, as the staff form sends them. */
const screeningQuestions = [
  { kind: 'short_text', label: 'Which languages do you use?', required: true },
  { kind: 'single_choice', label: 'Start', options: ['September', 'January'], required: false },
];
const linked = { requiredDocuments: [], externalApplyUrl: 'https://careers.example.com/apply' };
const cv = () => ({ fields: { kind: 'cv' }, file: { name: 'Upload.pdf', content: pdfBytes() } });

/** Vacancies, application drafts, applications and documents. */
export const careersOperations: Record<string, OperationCase[]> = {
  // Vacancies: candidates read open ones; staff manage them; employer contacts write their own
  // organisation's drafts (the world's contact's organisation owns none of these).
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
  'POST /api/v1/vacancies': [
    // A contact's draft is always their own organisation's.
    { example: () => ({ body: vacancyBody() }), expect: { ...staffOnly(201), employer: 201 } },
  ],
  'GET /api/v1/vacancies/:id': [
    {
      // Another organisation's vacancy is unknown to an employer contact, open or not.
      name: 'open',
      example: (w) => ({ params: { id: w.vacancy.id } }),
      expect: { ...signedIn(200), employer: 404 },
    },
    {
      name: 'draft',
      example: async (w) => ({ params: { id: (await w.fresh.draftVacancy()).id } }),
      expect: { ...signedIn(404), admin: 200 },
    },
  ],
  'PATCH /api/v1/vacancies/:id': [
    {
      example: async (w) => renamed(await w.fresh.draftVacancy()),
      expect: { ...staffOnly(200), employer: 404 },
    },
    {
      name: "another organisation's employer draft",
      example: async (w) => renamed(await w.fresh.employerDraft()),
      expect: { ...staffOnly(200), employer: 404 },
    },
    {
      name: "screening questions and the employer's link",
      example: async (w) => {
        const v = await w.fresh.draftVacancy();
        return {
          params: { id: v.id },
          body: {
            questions: screeningQuestions,
            externalApplyUrl: 'https://careers.example.com/apply',
            expectedUpdatedAt: v.updatedAt,
          },
        };
      },
      expect: { ...staffOnly(200), employer: 404 },
    },
  ],
  // A candidate's click counts (once a day); staff may follow it; another organisation's contact
  // does not know the vacancy.
  'POST /api/v1/vacancies/:id/apply-click': [
    {
      example: async (w) => ({ params: { id: (await w.fresh.openVacancy(linked)).id } }),
      expect: { ...signedIn(200), employer: 404 },
    },
    {
      name: 'no link',
      example: (w) => ({ params: { id: w.vacancy.id } }),
      expect: { ...signedIn(409), employer: 404 },
    },
  ],
  'POST /api/v1/vacancies/:id/submit': [
    {
      // Only a contact of the vacancy's organisation submits it; staff decide instead.
      example: async (w) => ({ params: { id: (await w.fresh.employerDraft()).id } }),
      expect: { ...staffOnly(403), employer: 404 },
    },
  ],
  'POST /api/v1/vacancies/:id/review': [
    {
      name: 'approve',
      example: async (w) => ({
        params: { id: (await w.fresh.pendingVacancy()).id },
        body: { decision: 'approve' },
      }),
      expect: staffOnly(200),
    },
    {
      name: 'request changes',
      example: async (w) => ({
        params: { id: (await w.fresh.pendingVacancy()).id },
        body: { decision: 'request_changes', note: 'Add the salary range.' },
      }),
      expect: staffOnly(200),
    },
  ],
  'GET /api/v1/approvals': [{ example: () => ({}), expect: staffOnly(200) }],
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
    {
      name: 'with screening answers',
      example: async (w) => {
        const vacancy = await w.fresh.openVacancy({
          requiredDocuments: [],
          questions: screeningQuestions,
        });
        const [languages, start] = vacancy.questions;
        return {
          params: { id: vacancy.id },
          body: { answers: { [languages!.id]: 'TypeScript', [start!.id]: 'January' } },
        };
      },
      expect: candidatesOnly(201),
    },
    {
      name: "applied on the employer's site",
      example: async (w) => ({ params: { id: (await w.fresh.openVacancy(linked)).id }, body: {} }),
      expect: candidatesOnly(409),
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
    {
      name: 'with screening answers',
      example: async (w) => {
        const vacancy = await w.fresh.openVacancy({
          requiredDocuments: [],
          questions: screeningQuestions,
        });
        return {
          params: { id: vacancy.id },
          body: { coverNote: '', answers: { [vacancy.questions[0]!.id]: 'Type' } },
        };
      },
      expect: candidatesOnly(200),
    },
  ],

  // Applications: candidates see their own; staff see all.
  'GET /api/v1/applications': [
    { example: () => ({}), expect: { ...signedIn(200), employer: 403 } },
  ],
  'GET /api/v1/applications/export': [
    { name: 'CSV', example: () => ({}), expect: staffOnly(200) },
    {
      name: 'Excel, chosen columns, in French',
      example: () => ({
        query: { format: 'xlsx', lang: 'fr', columns: 'candidateName,status,decidedAt' },
      }),
      expect: staffOnly(200),
    },
    {
      name: "one vacancy's screening answers",
      example: (w) => ({
        query: { vacancyId: w.vacancy.id, columns: 'candidateName,screeningAnswers' },
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
  'POST /api/v1/applications/:id/status/preview': [
    {
      example: async (w) => ({
        params: { id: (await w.fresh.ownerApplication()).id },
        body: { status: 'under_review' },
      }),
      expect: staffOnly(200),
    },
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
    {
      name: 'reject with an internal reason, a message and a note',
      example: async (w) => ({
        params: { id: (await w.fresh.ownerApplication()).id },
        body: {
          status: 'rejected',
          reasonId: await w.fresh.reason(),
          message: 'We chose candidates with more field work.',
          note: 'Strong, but keep for next intake.',
        },
      }),
      expect: { ...staffOnly(200), owner: 403, other: 403 },
    },
  ],

  'POST /api/v1/applications/:id/undo': [
    {
      // Only the staff member who made the move may undo it: the world's admin made this one.
      name: 'undo a one-click move within its 10 s',
      example: async (w) => {
        const { id, eventId } = await w.fresh.undoableMove();
        return { params: { id }, body: { eventId } };
      },
      expect: staffOnly(200),
    },
  ],

  // Documents: candidates manage their library; staff read every document.
  'POST /api/v1/documents': [{ example: () => ({ form: cv() }), expect: candidatesOnly(201) }],
  'GET /api/v1/documents': [{ example: () => ({}), expect: { ...signedIn(200), employer: 403 } }],
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
