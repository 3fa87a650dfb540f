import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Application, CareerDocument, Vacancy } from '@careers/contracts';
import { multipart, pdfBytes } from './files.ts';
import { createCandidate, type TestUser } from './users.ts';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** A valid vacancy, as the staff form sends it. */
export function vacancyBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Graduate Software Engineer',
    employer: { name: 'Northwind Analytics', website: 'https://northwind.example' },
    location: 'Manchester',
    workplace: 'hybrid',
    type: 'graduate_job',
    sector: 'Technology',
    description: 'Join our platform team building data tools used by hospitals across the UK.',
    positions: 3,
    closesAt: inDays(30),
    requiredDocuments: ['cv'],
    eligibility: { levels: [], graduationYears: [] },
    ...overrides,
  };
}

/** The vacancy the vacancies tests start from: every field filled, as staff would. */
export function vacancyInput(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Graduate Software Engineer',
    employer: {
      name: 'Northwind Analytics',
      website: 'https://northwind.example',
      contactEmail: 'jobs@northwind.example',
    },
    location: 'Manchester',
    workplace: 'hybrid',
    type: 'graduate_job',
    sector: 'Technology',
    description: 'Join our platform team building data tools used by hospitals across the UK.',
    salary: { min: 30000, max: 34000, currency: 'gbp', period: 'year' },
    positions: 3,
    closesAt: inDays(30),
    requiredDocuments: ['cv'],
    eligibility: { levels: ['undergraduate', 'postgraduate'], graduationYears: [2026, 2027] },
    ...overrides,
  };
}

/** What careers tests do through the API, so each file does not restate it. */
export function careersCalls(app: FastifyInstance) {
  const upload = (user: TestUser, kind = 'cv', name = 'CV.pdf') => {
    const form = multipart({ kind }, { name, content: pdfBytes(name) });
    return app.inject({
      method: 'POST',
      url: '/api/v1/documents',
      headers: { ...user.auth, ...form.headers },
      payload: form.payload,
    });
  };
  const moveVacancy = (user: TestUser, id: string, status: string) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/vacancies/${id}/status`,
      headers: user.auth,
      payload: { status },
    });
  /** A draft by staff, or by an employer contact for their organisation. */
  const draftVacancy = async (
    author: TestUser,
    overrides: Record<string, unknown> = {},
  ): Promise<Vacancy> => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/vacancies',
      headers: author.auth,
      payload: vacancyBody(overrides),
    });
    if (created.statusCode !== 201) throw new Error(`create answered ${created.body}`);
    return created.json<Vacancy>();
  };
  const calls = {
    upload,
    async uploaded(user: TestUser, kind = 'cv', name = 'CV.pdf'): Promise<CareerDocument> {
      const res = await upload(user, kind, name);
      if (res.statusCode !== 201) throw new Error(`upload answered ${res.statusCode}: ${res.body}`);
      return res.json<CareerDocument>();
    },
    moveVacancy,
    draftVacancy,
    async openVacancy(admin: TestUser, overrides: Record<string, unknown> = {}): Promise<Vacancy> {
      const draft = await draftVacancy(admin, overrides);
      const opened = await moveVacancy(admin, draft.id, 'open');
      if (opened.statusCode !== 200) throw new Error(`open answered ${opened.body}`);
      return opened.json<Vacancy>();
    },
    apply: (user: TestUser, vacancyId: string, documentIds: string[], coverNote?: string) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/vacancies/${vacancyId}/applications`,
        headers: user.auth,
        payload: { documentIds, ...(coverNote ? { coverNote } : {}) },
      }),
    /**
     * A move; `message` is what the candidate reads. A rejection without a `reasonId` takes the
     * first active rejection reason of the list (a rejection needs one).
     */
    moveApplication: async (
      user: TestUser,
      id: string,
      status: string,
      message?: string,
      extra: { reasonId?: string; note?: string } = {},
    ) => {
      const reasonId =
        extra.reasonId ??
        (status === 'rejected' ? await firstReasonId(app, user, 'rejected') : undefined);
      return app.inject({
        method: 'POST',
        url: `/api/v1/applications/${id}/status`,
        headers: user.auth,
        payload: {
          status,
          ...(message ? { message } : {}),
          ...(reasonId ? { reasonId } : {}),
          ...(extra.note ? { note: extra.note } : {}),
        },
      });
    },
    deleteDocument: (user: TestUser, id: string) =>
      app.inject({ method: 'DELETE', url: `/api/v1/documents/${id}`, headers: user.auth }),
    /** A new candidate whose application to a new vacancy `admin` opened is interviewing. */
    async interviewing(admin: TestUser, name = 'Amara Nwosu') {
      const candidate = await createCandidate(app, name);
      const vacancy = await calls.openVacancy(admin, { requiredDocuments: [] });
      const applied = await calls.apply(candidate, vacancy.id, []);
      expect(applied.statusCode, applied.body).toBe(201);
      const application = applied.json<Application>();
      for (const status of ['under_review', 'shortlisted', 'interviewing']) {
        const moved = await calls.moveApplication(admin, application.id, status);
        expect(moved.statusCode, moved.body).toBe(200);
      }
      return { candidate, vacancy, application };
    },
  };
  return calls;
}

/** The first active internal reason for a kind of move (the defaults come with migration 0013). */
export async function firstReasonId(
  app: FastifyInstance,
  user: TestUser,
  kind: 'rejected' | 'on_hold',
): Promise<string | undefined> {
  const res = await app.inject({
    url: `/api/v1/reasons?kind=${kind}&status=active`,
    headers: user.auth,
  });
  if (res.statusCode !== 200) return undefined;
  return res.json<{ data: { id: string }[] }>().data[0]?.id;
}
