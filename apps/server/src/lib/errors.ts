/** Typed errors thrown by services; one handler maps them to `{ message, field? }`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
    readonly extra?: Record<string, unknown>,
    /** Response headers the answer carries (Retry-After on a 429). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, field?: string) => new AppError(400, message, field);
export const unauthorized = (message = 'Authentication required') => new AppError(401, message);
export const forbidden = (message = 'You are not allowed to do this') => new AppError(403, message);
export const notFound = (message = 'Not found') => new AppError(404, message);
export const conflict = (message: string, field?: string, extra?: Record<string, unknown>) =>
  new AppError(409, message, field, extra);
/** 429 with Retry-After in whole seconds. */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, undefined, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

/** The SQLSTATE of a database error on either driver, wrapped by drizzle or not. */
export function sqlState(error: unknown): string | undefined {
  let e: unknown = error;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Whether a database error is a unique-index violation (either driver, wrapped or not). */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}

/**
 * Runs `write`; a unique index refusing it (a name already taken, or two writers at once) answers
 * 409 with `message` on `field`.
 */
export async function uniqueOrConflict<T>(
  message: string,
  field: string,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(message, field);
    throw error;
  }
}

/** A foreign key refused the change: what it refers to was removed meanwhile (or is referred to). */
export function isForeignKeyViolation(error: unknown): boolean {
  const state = sqlState(error);
  // PostgreSQL 18 (the embedded database) reports an ON DELETE RESTRICT refusal as 23001.
  return state === '23503' || state === '23001';
}

export const concurrencyMessage =
  'Someone else changed this at the same moment. Reload and try again.';

/**
 * Database refusals that are the caller's to retry or fix, never the server's fault: lost races
 * (serialisation failure, deadlock, lock not available) and conflicting writes answer 409; a value
 * the database cannot store answers 400. Services check what they can first; this is the net.
 */
export function fromDatabaseError(error: unknown): AppError | undefined {
  const state = sqlState(error);
  if (!state) return undefined;
  if (state === '40001' || state === '40P01' || state === '55P03') {
    return conflict(concurrencyMessage);
  }
  if (state === '23505') return conflict('This record already exists');
  if (isForeignKeyViolation(error)) {
    return conflict('A record this refers to was changed or removed');
  }
  if (state.startsWith('22')) return badRequest('A value is out of the range this service stores');
  return undefined;
}
