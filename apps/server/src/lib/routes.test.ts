import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorSchema } from '@careers/contracts';
import { errorResponses, sendCsv } from './routes.ts';

describe('route helpers', () => {
  it('errorResponses maps each status to the one error schema', () => {
    expect(errorResponses(400, 401, 409)).toEqual({
      400: errorSchema,
      401: errorSchema,
      409: errorSchema,
    });
    expect(errorResponses()).toEqual({});
  });

  it('sendCsv answers the text as a CSV attachment named with the day', async () => {
    const app = Fastify();
    app.get('/export', async (_request, reply) => sendCsv(reply, 'vacancies', 'id\n1\n'));
    const res = await app.inject({ url: '/export' });
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="vacancies-${today}.csv"`,
    );
    expect(res.body).toBe('id\n1\n');
    await app.close();
  });
});
