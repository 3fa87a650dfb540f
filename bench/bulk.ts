import { PGlite } from '@electric-sql/pglite';
import { APPLICATION_BULK_MAX } from '@careers/contracts';
import type { Database } from '../apps/server/src/db/client.ts';
import { fromPglite, pgliteExtensions } from '../apps/server/src/db/pglite.ts';
import { generate } from './careers.ts';
import { startServerOn } from './lib.ts';

/*
 * Issue 20 point 5: one bulk request rejecting 500 applications on the embedded database, each
 * with its internal reason, its message, its event, audit entry, notification and a queued
 * email (rejections are always emailed: the heaviest move). Target: under 2 s.
 */

const ROUNDS = 3;
/** A small request first loads what the first move loads once (Markdown, the sanitiser). */
const WARM_UP = 20;

async function submittedIds(database: Database, n: number, offset: number): Promise<string[]> {
  const res = (await database.db.execute(
    `update applications set status = 'submitted', held_from = null, decided_at = null
     where id in (select id from applications order by id limit ${n} offset ${offset})
     returning id` as never,
  )) as unknown as { rows: { id: string }[] };
  return res.rows.map((r) => r.id);
}

export async function benchBulk(): Promise<void> {
  const database = fromPglite(await PGlite.create({ extensions: pgliteExtensions }));
  await database.migrate();
  const n = APPLICATION_BULK_MAX;
  await generate(database, {
    label: 'bulk',
    vacancies: 200,
    candidates: n * ROUNDS + WARM_UP,
    applications: n * ROUNDS + WARM_UP,
  });
  const server = await startServerOn(database);
  try {
    const login = await fetch(`${server.url}/api/v1/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@careers.test', password: 'Bench-Admin-Password-1' }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
    const reasons = (await (
      await fetch(`${server.url}/api/v1/reasons?kind=rejected&status=active`, { headers })
    ).json()) as { data: { id: string }[] };
    const reject = (ids: string[]) =>
      fetch(`${server.url}/api/v1/applications/bulk`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          action: 'move',
          ids,
          status: 'rejected',
          reasonId: reasons.data[0]?.id,
          message: 'We have chosen candidates whose experience matches the role more closely.',
        }),
      });
    await (await reject(await submittedIds(database, WARM_UP, n * ROUNDS))).arrayBuffer();
    console.log(`\n## bulk: one request rejecting ${n} applications on PGlite (target < 2000 ms)`);
    const walls: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const ids = await submittedIds(database, n, round * n);
      const cpu = process.cpuUsage();
      const started = performance.now();
      const res = await reject(ids);
      const body = (await res.json()) as { succeeded?: number; failed?: number };
      const wall = performance.now() - started;
      const used = process.cpuUsage(cpu);
      walls.push(wall);
      if (res.status !== 200 || body.succeeded !== n) {
        throw new Error(`bulk answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
      }
      console.log(
        `round ${round + 1}: ${body.succeeded} moved, ${body.failed} failed — wall ${wall.toFixed(0)} ms, CPU ${((used.user + used.system) / 1000).toFixed(0)} ms (user ${(used.user / 1000).toFixed(0)}, system ${(used.system / 1000).toFixed(0)})`,
      );
    }
    const median = [...walls].sort((a, b) => a - b)[Math.floor(ROUNDS / 2)]!;
    console.log(
      `median wall ${median.toFixed(0)} ms ${median < 2000 ? '(under 2 s)' : '(OVER 2 s)'}`,
    );
  } finally {
    await server.stop();
    await database.close();
  }
}
