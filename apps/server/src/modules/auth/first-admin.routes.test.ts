import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { testPassword, uniqueEmail } from '../../test/auth.ts';
import { testDrivers } from '../../test/db.ts';

describe.each(testDrivers())('first admin race on %s', (driver) => {
  const t = useTestApp(driver);

  it('lets exactly one of several simultaneous "first admins" in', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/admin/register',
          payload: { email: uniqueEmail(`first${i}`), password: testPassword, fullName: 'First' },
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 403, 403, 403]);
  });
});
