import { describe, expect, it } from 'vitest';
import type { Vacancy } from '@careers/contracts';
import { advanceClock, resetClock } from '../../lib/clock.ts';
import { callAs } from '../../test/app.ts';
import { testDrivers } from '../../test/db.ts';
import { createCandidate, signIn, type TestUser } from '../../test/users.ts';
import { screeningTestbed } from './screening.testbed.ts';

describe.each(testDrivers())("apply on the employer's site on %s", (driver) => {
  const { t, bed, apply, read, patch } = screeningTestbed(driver);

  it('[400] takes https links only', async () => {
    const draft = await bed.calls.draftVacancy(bed.admin);
    for (const url of ['http://jobs.example.com/apply', 'javascript:alert(1)', 'nope']) {
      const res = await patch(draft.id, { externalApplyUrl: url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().field).toBe('externalApplyUrl');
    }
    const ok = await patch(draft.id, { externalApplyUrl: 'jobs.example.com/apply' });
    expect(ok.json<Vacancy>().externalApplyUrl).toBe('https://jobs.example.com/apply');
    const cleared = await patch(draft.id, { externalApplyUrl: '' });
    expect(cleared.json<Vacancy>().externalApplyUrl).toBeNull();
  });

  it('[409] refuses portal applications and drafts; counts a candidate’s click once a day', async () => {
    const v = await bed.calls.openVacancy(bed.admin, {
      requiredDocuments: [],
      externalApplyUrl: 'https://careers.example.com/apply/42',
    });
    const student = await createCandidate(t.app, 'Clicking Student');
    const refused = await apply(student, v.id, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'external_apply',
      message: "This vacancy takes applications on the employer's site",
    });
    const draft = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/vacancies/${v.id}/application-draft`,
      headers: student.auth,
      payload: { coverNote: 'Hi' },
    });
    expect(draft.statusCode).toBe(409);

    const click = (user: TestUser) => callAs(t.app, user, 'POST', `/vacancies/${v.id}/apply-click`);
    const first = await click(student);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ url: 'https://careers.example.com/apply/42', counted: true });
    expect((await click(student)).json().counted).toBe(false);
    // Staff trying the link are not counted.
    expect((await click(bed.admin)).json()).toMatchObject({ counted: false });
    const other = await createCandidate(t.app, 'Second Clicker');
    expect((await click(other)).json().counted).toBe(true);
    // The next day the same candidate counts again.
    advanceClock(86_400_000);
    try {
      await signIn(t.app, student, 'candidate');
      expect((await click(student)).json().counted).toBe(true);
    } finally {
      resetClock();
      await signIn(t.app, student, 'candidate');
      await signIn(t.app, bed.admin, 'admin');
    }
    expect((await read(v.id)).applyClickCount).toBe(3);
    // Candidates see the link, not the figure.
    const seen = await read(v.id, student);
    expect(seen.externalApplyUrl).toBe('https://careers.example.com/apply/42');
    expect(seen.applyClickCount).toBeUndefined();
  });

  it('[409] a vacancy without a link; [404] one the candidate cannot see', async () => {
    const plain = await bed.calls.openVacancy(bed.admin, { requiredDocuments: [] });
    const student = await createCandidate(t.app, 'Curious Student');
    const res = await callAs(t.app, student, 'POST', `/vacancies/${plain.id}/apply-click`);
    expect(res.statusCode).toBe(409);
    expect(res.json().field).toBe('externalApplyUrl');
    const draft = await bed.calls.draftVacancy(bed.admin, {
      externalApplyUrl: 'https://careers.example.com/x',
    });
    expect(
      (await callAs(t.app, student, 'POST', `/vacancies/${draft.id}/apply-click`)).statusCode,
    ).toBe(404);
  });
});
