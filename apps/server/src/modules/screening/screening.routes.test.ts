import { beforeAll, describe, expect, it } from 'vitest';
import type { Application, ApplicationDraft, SharedShortlist, Vacancy } from '@careers/contracts';
import { callAs } from '../../test/app.ts';
import { testDrivers } from '../../test/db.ts';
import { createEmployer, createOrganisation, type TestEmployer } from '../../test/employers.ts';
import { share } from '../../test/shortlists.ts';
import { createCandidate } from '../../test/users.ts';
import { screeningTestbed } from './screening.testbed.ts';

const questions = [
  { kind: 'short_text', label: 'Which programming languages do you use?', required: true },
  { kind: 'yes_no', label: 'Do you hold the right to work in the UK?', required: true },
  {
    kind: 'single_choice',
    label: 'When could you start?',
    options: ['September', 'January'],
    required: false,
  },
  { kind: 'long_text', label: 'Anything else?', helpText: 'Optional', required: false },
];

describe.each(testDrivers())('screening questions and the employer link on %s', (driver) => {
  const { t, bed, apply, read, patch } = screeningTestbed(driver);
  let org: { id: string; name: string };
  let contact: TestEmployer;

  const screened = (overrides: Record<string, unknown> = {}) =>
    bed.calls.openVacancy(bed.admin, {
      requiredDocuments: [],
      organisationId: org.id,
      questions,
      ...overrides,
    });
  const answersFor = (v: Vacancy) => {
    const [languages, right, start] = v.questions;
    return { [languages!.id]: 'TypeScript, SQL', [right!.id]: true, [start!.id]: 'January' };
  };

  beforeAll(async () => {
    org = await createOrganisation(t.app, { name: 'Screening Works' });
    contact = await createEmployer(t.app, { organisationId: org.id, fullName: 'Noor Haddad' });
  });

  describe('questions on the vacancy', () => {
    it('[201] saves the questions in order with the vacancy, and every reader gets them', async () => {
      const v = await screened();
      expect(v.questions.map((q) => [q.kind, q.label, q.required])).toEqual(
        questions.map((q) => [q.kind, q.label, q.required]),
      );
      expect(v.questions[2]?.options).toEqual(['September', 'January']);
      expect(v.questions[3]?.helpText).toBe('Optional');
      // Options belong to single-choice questions only.
      expect(v.questions[0]?.options).toEqual([]);
      const student = await createCandidate(t.app, 'Reader Student');
      expect((await read(v.id, student)).questions).toHaveLength(4);
      const page = await t.app.inject({
        url: `/api/v1/vacancies?q=${encodeURIComponent(v.title)}&perPage=100`,
        headers: bed.admin.auth,
      });
      expect(
        page.json<{ data: Vacancy[] }>().data.find((x) => x.id === v.id)?.questions,
      ).toHaveLength(4);
    });

    it('[400] names the field of a bad question', async () => {
      const draft = await bed.calls.draftVacancy(bed.admin);
      const cases: [unknown, string][] = [
        [[{ kind: 'single_choice', label: 'Pick', options: ['A'] }], 'questions.0.options'],
        [[{ kind: 'single_choice', label: 'Pick', options: ['A', 'a'] }], 'questions.0.options.1'],
        [[{ kind: 'short_text', label: '  ' }], 'questions.0.label'],
        [[{ kind: 'essay', label: 'Why?' }], 'questions.0.kind'],
        [Array.from({ length: 21 }, () => ({ kind: 'yes_no', label: 'Q' })), 'questions'],
        [[{ id: crypto.randomUUID(), kind: 'yes_no', label: 'Q' }], 'questions.0.id'],
      ];
      for (const [qs, field] of cases) {
        const res = await patch(draft.id, { questions: qs });
        expect(res.statusCode, JSON.stringify(qs).slice(0, 80)).toBe(400);
        expect(res.json().field).toBe(field);
      }
    });

    it('keeps answers meaningful: answered questions are not removed, re-kinded or stripped of chosen options', async () => {
      const v = await screened();
      const student = await createCandidate(t.app, 'Early Applicant');
      expect((await apply(student, v.id, { answers: answersFor(v) })).statusCode).toBe(201);
      const [languages, right, start, extra] = v.questions.map((q) => ({ ...q }));

      const removed = await patch(v.id, { questions: [languages, start, extra] });
      expect(removed.statusCode).toBe(409);
      expect(removed.json()).toMatchObject({ field: 'questions', code: 'question_answered' });
      const rekinded = await patch(v.id, {
        questions: [languages, { ...right, kind: 'short_text' }, start, extra],
      });
      expect(rekinded.statusCode).toBe(409);
      expect(rekinded.json()).toMatchObject({ field: 'questions.1.kind' });
      const stripped = await patch(v.id, {
        questions: [languages, right, { ...start, options: ['September', 'March'] }, extra],
      });
      expect(stripped.statusCode).toBe(409);
      expect(stripped.json().field).toBe('questions.2.options');

      // Rewording, reordering, more options and removing an unanswered question are fine.
      const edited = await patch(v.id, {
        questions: [
          right,
          { ...languages, label: 'Which languages do you program in?' },
          { ...start, options: ['January', 'September', 'March'] },
          { kind: 'yes_no', label: 'Can you travel?' },
        ],
      });
      expect(edited.statusCode, edited.body).toBe(200);
      const after = edited.json<Vacancy>();
      expect(after.questions.map((q) => q.label)).toEqual([
        'Do you hold the right to work in the UK?',
        'Which languages do you program in?',
        'When could you start?',
        'Can you travel?',
      ]);
      expect(after.questions[0]?.id).toBe(right!.id);
      expect(after.questions.some((q) => q.id === extra!.id)).toBe(false);
    });
  });

  describe('answers on the application', () => {
    it('[400] refuses missing, mistyped, unknown and off-list answers, naming answers.<questionId>', async () => {
      const v = await screened();
      const [languages, right, start] = v.questions;
      const student = await createCandidate(t.app, 'Careless Applicant');
      const good = answersFor(v);
      const stranger = crypto.randomUUID();
      const cases: [Record<string, unknown>, string, string][] = [
        [{ [right!.id]: true }, `answers.${languages!.id}`, 'This question needs an answer'],
        [
          { ...good, [languages!.id]: '   ' },
          `answers.${languages!.id}`,
          'This question needs an answer',
        ],
        [{ ...good, [right!.id]: 'yes' }, `answers.${right!.id}`, 'Answer yes or no'],
        [{ ...good, [start!.id]: 'Never' }, `answers.${start!.id}`, 'Choose one of the options'],
        [
          { ...good, [languages!.id]: true },
          `answers.${languages!.id}`,
          'Write the answer as text',
        ],
        [
          { ...good, [languages!.id]: 'x'.repeat(301) },
          `answers.${languages!.id}`,
          'An answer is at most 300 characters',
        ],
        [
          { ...good, [stranger]: 'Hello' },
          `answers.${stranger}`,
          'This vacancy does not ask this question',
        ],
      ];
      for (const [answers, field, message] of cases) {
        const res = await apply(student, v.id, { answers });
        expect(res.statusCode, field).toBe(400);
        expect(res.json()).toMatchObject({ field, message });
      }
      // Nothing was stored: the good answers still apply.
      expect((await apply(student, v.id, { answers: good })).statusCode).toBe(201);
    });

    it('stores the answers with the application; staff and the candidate read them, in question order', async () => {
      const v = await screened();
      const student = await createCandidate(t.app, 'Amara Screened');
      const res = await apply(student, v.id, { answers: answersFor(v) });
      expect(res.statusCode, res.body).toBe(201);
      const id = res.json<Application>().id;
      const staff = await callAs(t.app, bed.admin, 'GET', `/applications/${id}`);
      expect(staff.json<Application>().screeningAnswers).toEqual([
        expect.objectContaining({ label: questions[0]!.label, value: 'TypeScript, SQL' }),
        expect.objectContaining({ kind: 'yes_no', value: true }),
        expect.objectContaining({ kind: 'single_choice', value: 'January' }),
        expect.objectContaining({ kind: 'long_text', value: null }),
      ]);
      const own = await callAs(t.app, student, 'GET', `/applications/${id}`);
      expect(own.json<Application>().screeningAnswers).toHaveLength(4);
      const other = await createCandidate(t.app, 'Nosy Student');
      expect((await callAs(t.app, other, 'GET', `/applications/${id}`)).statusCode).toBe(404);
    });

    it('keeps half-written answers in the draft until the application is sent', async () => {
      const v = await screened();
      const student = await createCandidate(t.app, 'Drafting Student');
      const url = `/api/v1/vacancies/${v.id}/application-draft`;
      const first = v.questions[0]!.id;
      const saved = await t.app.inject({
        method: 'PUT',
        url,
        headers: student.auth,
        payload: { coverNote: '', answers: { [first]: 'Type' } },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      // A note alone keeps the saved answers.
      await t.app.inject({
        method: 'PUT',
        url,
        headers: student.auth,
        payload: { coverNote: 'Hello' },
      });
      const draft = (await t.app.inject({ url, headers: student.auth })).json<ApplicationDraft>();
      expect(draft).toMatchObject({ coverNote: 'Hello', answers: { [first]: 'Type' } });
      expect((await apply(student, v.id, { answers: answersFor(v) })).statusCode).toBe(201);
      const gone = (await t.app.inject({ url, headers: student.auth })).json<ApplicationDraft>();
      expect(gone).toMatchObject({ coverNote: '', answers: {}, updatedAt: null });
    });
  });

  describe('exports', () => {
    it('one column per question for one vacancy; one "Screening answers" column across vacancies', async () => {
      const v = await screened({ title: 'Export Screening Vacancy' });
      const student = await createCandidate(t.app, 'Export Student');
      expect((await apply(student, v.id, { answers: answersFor(v) })).statusCode).toBe(201);
      const one = await callAs(
        t.app,
        bed.admin,
        'GET',
        `/applications/export?vacancyId=${v.id}&columns=candidateName,screeningAnswers,status`,
      );
      expect(one.statusCode).toBe(200);
      const [header, row] = one.body.slice(1).split('\r\n');
      expect(header).toBe(`Candidate,${questions.map((q) => q.label).join(',')},Status`);
      expect(row).toBe('Export Student,"TypeScript, SQL",Yes,January,,Submitted');

      const all = await callAs(
        t.app,
        bed.admin,
        'GET',
        `/applications/export?q=${encodeURIComponent('Export Student')}&columns=candidateName,screeningAnswers&lang=fr`,
      );
      expect(all.statusCode).toBe(200);
      const lines = all.body.slice(1, -2).split('\r\n');
      expect(lines[0]).toBe('Candidat·e,Réponses aux questions');
      expect(all.body).toContain(
        `"Which programming languages do you use?: TypeScript, SQL\nDo you hold the right to work in the UK?: Oui\nWhen could you start?: January"`,
      );
      // Without the column, the file is as before.
      const plain = await callAs(t.app, bed.admin, 'GET', `/applications/export?vacancyId=${v.id}`);
      expect(plain.body).not.toContain('TypeScript');
    });
  });

  describe('shared with employer contacts', () => {
    const shareOne = async (noticeVersion: string) => {
      const v = await screened();
      const student = await createCandidate(t.app, `Shared ${noticeVersion}`);
      const res = await apply(student, v.id, { answers: answersFor(v), noticeVersion });
      expect(res.statusCode, res.body).toBe(201);
      const { shortlist } = await share(t.app, bed.admin, {
        applicationIds: [res.json<Application>().id],
        via: 'portal',
      });
      const read = await t.app.inject({
        url: `/api/v1/employer/shortlists/${shortlist.id}`,
        headers: contact.auth,
      });
      expect(read.statusCode).toBe(200);
      return read;
    };

    it('shows the answers when the notice the candidate applied under says they are shared', async () => {
      const read = await shareOne('2026-12');
      expect(read.json<SharedShortlist>().candidates[0]?.screeningAnswers).toEqual([
        expect.objectContaining({ value: 'TypeScript, SQL' }),
        expect.objectContaining({ value: true }),
        expect.objectContaining({ value: 'January' }),
        expect.objectContaining({ value: null }),
      ]);
    });

    it('never shows them for an application made under the older notice', async () => {
      const read = await shareOne('2026-11');
      expect(read.json<SharedShortlist>().candidates[0]?.screeningAnswers).toBeUndefined();
      expect(read.body).not.toContain('TypeScript, SQL');
    });
  });
});
