import type { FastifyReply, FastifyRequest } from 'fastify';
import { STALE_EDIT_FIELD, STALE_EDIT_MESSAGE } from '@careers/contracts';
import { AppError, badRequest, conflict } from './errors.ts';

export const versionRequiredMessage =
  'Send the version you edited: expectedUpdatedAt in the body, or the ETag in If-Match';

/**
 * Refuses an edit made from a version that is no longer current. Versions compare to the
 * millisecond: that is what the API shows of `updatedAt`, whatever precision the column keeps.
 */
export function assertCurrentVersion(current: Date, expected: string | undefined): void {
  if (expected !== undefined && new Date(expected).getTime() !== current.getTime()) {
    throw conflict(STALE_EDIT_MESSAGE, STALE_EDIT_FIELD);
  }
}

/** The ETag of a record's version: its `updatedAt`, quoted. */
export const etagOf = (updatedAt: string) => `"${updatedAt}"`;

/** Sends the record's version as its ETag, so a client can edit with If-Match. */
export function tagVersion<T extends { updatedAt: string }>(reply: FastifyReply, record: T): T {
  void reply.header('ETag', etagOf(record.updatedAt));
  return record;
}

/**
 * The version an edit was made from: `expectedUpdatedAt` in the body, or If-Match. An edit
 * without one is refused (428): nobody overwrites a record without saying what they saw.
 */
export function requireVersion(
  request: Pick<FastifyRequest, 'headers'>,
  fromBody: string | undefined,
): string {
  if (fromBody !== undefined) return fromBody;
  const header = request.headers['if-match'];
  if (typeof header === 'string' && header.trim() !== '') {
    const value = header.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
    const at = new Date(value);
    if (Number.isNaN(at.getTime()) || !/^\d{4}-\d{2}-\d{2}T/.test(value)) {
      throw badRequest('If-Match must be the ETag this service sent', 'If-Match');
    }
    return value;
  }
  throw new AppError(428, versionRequiredMessage, 'expectedUpdatedAt');
}

/** An edit's body with the version it was made from (requireVersion), as services take it. */
export function versionedBody<B extends { expectedUpdatedAt?: string | undefined }>(request: {
  headers: FastifyRequest['headers'];
  body: B;
}): B & { expectedUpdatedAt: string } {
  return {
    ...request.body,
    expectedUpdatedAt: requireVersion(request, request.body.expectedUpdatedAt),
  };
}
