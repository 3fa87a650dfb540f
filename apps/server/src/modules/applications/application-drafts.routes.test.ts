import { beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationDraft, Vacancy } from '@careers/contracts';
import { useTestApp, type TestApp } from '../../test/app.ts';
import { careersCalls } from '../../test/careers.ts';
import { testDrivers } from '../../test/db.ts';
import { createAdmin, createCandidate, updateProfile, type TestUser } from '../../test/users.ts';

describe.each(testDrivers())(
  'application drafts and the profile before applying on %s',
  (driver) => {
    const t: TestApp = useTestApp(driver);
    let admin: TestUser;
    let amara: TestUser;
    let ben: TestUser;
    let vacancy: Vacancy;
    let calls: ReturnType<typeof careersCalls>;

    const draftUrl = (id: string) => `/api/v1/vacancies/${id}/application-draft`;
    const save = (user: TestUser, id: string, coverNote: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: draftUrl(id),
        headers: user.auth,
        payload: { coverNote },
      });
    const read = (user: TestUser, id: string) =>
      t.app.inject({ url: draftUrl(id), headers: user.auth });

    beforeAll(async () => {
      calls = careersCalls(t.app);
      admin = await createAdmin(t.app, undefined, 'Priya Raman');
      amara = await createCandidate(t.app, 'Amara Nwosu');
      ben = await createCandidate(t.app, 'Ben Hartley');
      vacancy = await calls.openVacancy(admin, { requiredDocuments: [] });
    });

    describe('GET|PUT /api/v1/vacancies/:id/application-draft', () => {
      it('[200] answers an empty note before anything is saved', async () => {
        const res = await read(amara, vacancy.id);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({
          vacancyId: vacancy.id,
          coverNote: '',
          answers: {},
          updatedAt: null,
        });
      });

      it('[200] saves as the candidate types and answers the latest note, to its owner only', async () => {
        expect((await save(amara, vacancy.id, 'I have')).statusCode).toBe(200);
        const res = await save(amara, vacancy.id, 'I have built data pipelines.');
        expect(res.statusCode).toBe(200);
        expect(res.json<ApplicationDraft>()).toMatchObject({
          coverNote: 'I have built data pipelines.',
          updatedAt: expect.any(String),
        });
        expect((await read(amara, vacancy.id)).json().coverNote).toBe(
          'I have built data pipelines.',
        );
        // Another candidate sees their own (empty) draft, never Amara's.
        expect((await read(ben, vacancy.id)).json().coverNote).toBe('');
      });

      it('[200] an empty note removes the draft', async () => {
        await save(ben, vacancy.id, 'Temporary');
        const cleared = await save(ben, vacancy.id, '   ');
        expect(cleared.json()).toMatchObject({ coverNote: '', updatedAt: null });
        expect((await read(ben, vacancy.id)).json().updatedAt).toBeNull();
      });

      it('[400] names the field for a note too long or missing', async () => {
        const long = await save(amara, vacancy.id, 'x'.repeat(5001));
        expect(long.statusCode).toBe(400);
        expect(long.json().field).toBe('coverNote');
        const missing = await t.app.inject({
          method: 'PUT',
          url: draftUrl(vacancy.id),
          headers: amara.auth,
          payload: {},
        });
        expect(missing.statusCode).toBe(400);
        expect(missing.json().field).toBe('coverNote');
      });

      it('[404] for a staff draft or unknown vacancy; [409] once closed; [403] for staff', async () => {
        const draft = await calls.draftVacancy(admin);
        expect((await read(amara, draft.id)).statusCode).toBe(404);
        expect((await save(amara, draft.id, 'Hello')).statusCode).toBe(404);
        const unknown = '00000000-0000-4000-8000-000000000000';
        expect((await read(amara, unknown)).statusCode).toBe(404);
        const closed = await calls.openVacancy(admin);
        await calls.moveVacancy(admin, closed.id, 'closed');
        const refused = await save(amara, closed.id, 'Too late');
        expect(refused.statusCode).toBe(409);
        expect(refused.json().field).toBe('vacancyId');
        expect((await read(admin, vacancy.id)).statusCode).toBe(403);
        expect((await save(admin, vacancy.id, 'x')).statusCode).toBe(403);
      });

      it('sending the application removes its draft in the same transaction', async () => {
        await save(amara, vacancy.id, 'My final note');
        const sent = await calls.apply(amara, vacancy.id, [], 'My final note');
        expect(sent.statusCode, sent.body).toBe(201);
        expect((await read(amara, vacancy.id)).json()).toMatchObject({
          coverNote: '',
          updatedAt: null,
        });
        // And no new draft for a vacancy already applied for.
        expect((await save(amara, vacancy.id, 'Again')).statusCode).toBe(409);
      });

      it('a refused application keeps the draft', async () => {
        const needsCv = await calls.openVacancy(admin, { requiredDocuments: ['cv'] });
        await save(ben, needsCv.id, 'Keep me');
        expect((await calls.apply(ben, needsCv.id, [], 'Keep me')).statusCode).toBe(409);
        expect((await read(ben, needsCv.id)).json().coverNote).toBe('Keep me');
      });
    });

    describe('POST /api/v1/vacancies/:id/applications and the profile', () => {
      it('[409] names the missing profile fields, the first as the field; then applies once filled', async () => {
        const chen = await createCandidate(t.app, 'Chen Li', { profile: false });
        const refused = await calls.apply(chen, vacancy.id, []);
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toMatchObject({
          field: 'level',
          message:
            'Add your level of study, your graduation year, your programme to your profile before applying',
        });
        await updateProfile(t.app, chen, { level: 'postgraduate', graduationYear: 2026 });
        const still = await calls.apply(chen, vacancy.id, []);
        expect(still.json()).toMatchObject({
          field: 'programme',
          message: 'Add your programme to your profile before applying',
        });
        await updateProfile(t.app, chen, { programme: 'MSc Data Science' });
        expect((await calls.apply(chen, vacancy.id, [])).statusCode).toBe(201);
      });
    });
  },
);
