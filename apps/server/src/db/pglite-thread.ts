import { Worker } from 'node:worker_threads';

export type ThreadRequest =
  | { id: number; kind: 'query'; sql: string; params: unknown[]; rowMode: 'array' | 'object' }
  | { id: number; kind: 'exec'; sql: string }
  | { id: number; kind: 'close' };

/** A request before it is numbered (Omit over each member of the union). */
type Unnumbered<T> = T extends unknown ? Omit<T, 'id'> : never;

export interface ThreadReply {
  id: number;
  result?: unknown;
  error?: { message: string; name: string; fields: Record<string, unknown> };
}

interface QueryOptions {
  rowMode?: 'array' | 'object';
}

/** What drizzle's PGlite driver calls on a client and on a transaction. */
export interface ThreadQueries {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<unknown>;
  exec(sql: string): Promise<unknown>;
}

/**
 * Built, the thread runs dist/pglite-worker.js; from source (tests, `npm run dev`), a small
 * script that registers the TypeScript loader in the thread and then runs pglite-worker.ts.
 */
export function startWorker(dataDir: string): Worker {
  const fromSource = new URL(import.meta.url).pathname.endsWith('.ts');
  const script = fromSource ? './pglite-worker.source.mjs' : './pglite-worker.js';
  return new Worker(new URL(script, import.meta.url), { workerData: { dataDir } });
}

/** A database error rebuilt on this side with its SQLSTATE and other fields (see lib/errors.ts). */
class ThreadDatabaseError extends Error {
  constructor(error: NonNullable<ThreadReply['error']>) {
    super(error.message);
    this.name = error.name;
    Object.assign(this, error.fields);
  }
}

/**
 * The embedded database on a thread of its own (pglite-worker.ts), behind the part of PGlite's
 * client that drizzle uses. It can be used at once: what is asked before the database has opened
 * waits for it, so the server builds its app while the database opens on the other core.
 *
 * Like PGlite itself, it is one connection: a transaction holds it, and any query from outside
 * that transaction waits until it ends.
 */
export class PgliteThread implements ThreadQueries {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  #nextId = 1;
  /** The tail of the one-connection queue; it starts with the database opening. */
  #tail: Promise<unknown>;
  #closed = false;
  /** Why the thread is gone, once it has stopped without being closed. */
  #stopped: Error | undefined;

  /** `start` runs the thread (tests pass one that keeps the Worker to stop it). */
  constructor(dataDir: string, start: (dataDir: string) => Worker = startWorker) {
    this.#worker = start(dataDir);
    const opened = new Promise<unknown>((resolve, reject) => {
      this.#pending.set(0, { resolve, reject });
    });
    this.#tail = opened;
    // Whoever asks learns why it did not open; until then a failed opening is not unhandled.
    opened.catch(() => undefined);
    this.#worker.on('message', (reply: ThreadReply) => {
      const waiting = this.#pending.get(reply.id);
      if (!waiting) return;
      this.#pending.delete(reply.id);
      if (reply.error) waiting.reject(new ThreadDatabaseError(reply.error));
      else waiting.resolve(reply.result);
    });
    const fail = (error: Error) => {
      for (const waiting of this.#pending.values()) waiting.reject(error);
      this.#pending.clear();
    };
    this.#worker.on('error', fail);
    this.#worker.on('exit', (code) => {
      if (this.#closed) return;
      // A message to a stopped thread is never answered: what is asked later fails at once.
      this.#stopped = new Error(`the embedded database's thread stopped (exit ${code})`);
      fail(this.#stopped);
    });
  }

  /** Resolves once the data directory is open (rejects with the reason it could not be). */
  ready(): Promise<void> {
    return this.#tail.then(() => undefined);
  }

  get closed(): boolean {
    return this.#closed;
  }

  #send(request: Unnumbered<ThreadRequest>): Promise<unknown> {
    if (this.#closed) return Promise.reject(new Error('the embedded database is closed'));
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...request, id });
    });
  }

  /** Runs `work` when the connection is free; the next waits until it has ended. */
  #exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.#tail.then(work);
    this.#tail = run.catch(() => undefined);
    return run;
  }

  #queries(): ThreadQueries {
    return {
      query: (sql, params = [], options = {}) =>
        this.#send({ kind: 'query', sql, params, rowMode: options.rowMode ?? 'object' }),
      exec: (sql) => this.#send({ kind: 'exec', sql }),
    };
  }

  query(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<unknown> {
    return this.#exclusive(() => this.#queries().query(sql, params, options));
  }

  exec(sql: string): Promise<unknown> {
    return this.#exclusive(() => this.#queries().exec(sql));
  }

  /** BEGIN, `work` with the transaction's queries, then COMMIT, or ROLLBACK if `work` threw. */
  transaction<T>(work: (tx: ThreadQueries) => Promise<T>): Promise<T> {
    return this.#exclusive(async () => {
      const tx = this.#queries();
      await tx.exec('BEGIN');
      let result: T;
      try {
        result = await work(tx);
      } catch (error) {
        await tx.exec('ROLLBACK');
        throw error;
      }
      await tx.exec('COMMIT');
      return result;
    });
  }

  /** Closes the database cleanly (a clean shutdown makes the next open quick), then the thread. */
  async close(): Promise<void> {
    if (this.#closed) return;
    await this.#exclusive(() => this.#send({ kind: 'close' })).catch(() => undefined);
    this.#closed = true;
    await this.#worker.terminate();
  }
}
