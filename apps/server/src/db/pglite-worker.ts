/**
 * The embedded database's own thread (see pglite-thread.ts). PGlite runs PostgreSQL compiled to
 * WebAssembly on the thread that calls it; opening a data directory is about half a second of
 * CPU. Here it opens beside the main thread, which meanwhile loads and builds the app, and later
 * answers queries without taking the request thread's CPU.
 */
import { mkdirSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { pgliteExtensions } from './pglite-extensions.ts';
import type { ThreadReply, ThreadRequest } from './pglite-thread.ts';

const port = parentPort;
if (!port) throw new Error('pglite-worker runs as a worker thread');

const keep = (value: string) => value;
// What drizzle asks of PGlite on every query: dates, times and intervals as PostgreSQL's text
// (functions cannot cross threads, so they are set here; drizzle is this thread's only caller).
const parsers = Object.fromEntries(
  [
    types.TIMESTAMP,
    types.TIMESTAMPTZ,
    types.INTERVAL,
    types.DATE,
    1231,
    1115,
    1185,
    1187,
    1182,
  ].map((oid) => [oid, keep]),
);

/** An error's message and own fields (SQLSTATE `code`, `constraint`, `detail` …), cloneable. */
function plainError(error: unknown): ThreadReply['error'] {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error', fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      fields[key] = value;
    }
  }
  return { message: error.message, name: error.name, fields };
}

const { dataDir } = workerData as { dataDir: string };
mkdirSync(dataDir, { recursive: true }); // PGlite does not create its own folder
const opening = PGlite.create({ dataDir, extensions: pgliteExtensions });
opening.then(
  () => port.postMessage({ id: 0, result: 'ready' } satisfies ThreadReply),
  (error: unknown) => port.postMessage({ id: 0, error: plainError(error) } satisfies ThreadReply),
);

port.on('message', (request: ThreadRequest) => {
  void (async () => {
    try {
      const client = await opening;
      let result: unknown;
      if (request.kind === 'query') {
        result = await client.query(request.sql, request.params, {
          rowMode: request.rowMode,
          parsers,
        });
      } else if (request.kind === 'exec') {
        result = await client.exec(request.sql);
      } else {
        if (!client.closed) await client.close();
        result = 'closed';
      }
      port.postMessage({ id: request.id, result } satisfies ThreadReply);
    } catch (error) {
      port.postMessage({ id: request.id, error: plainError(error) } satisfies ThreadReply);
    }
  })();
});
