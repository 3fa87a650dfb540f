import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { errorCodeFor } from '@careers/contracts';
import { AppError, fromDatabaseError } from '../lib/errors.ts';

/**
 * Maps every error to `{ message, code, field? }` (code: the stable name the web translates, see
 * contracts/error-codes.ts); 5xx details stay in the log, never the answer.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((raw: FastifyError, request, reply) => {
    const fromDb = fromDatabaseError(raw);
    if (fromDb) request.log.warn({ err: raw }, 'database refused the change');
    const error = fromDb ?? raw;
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send({
        message: error.message,
        code: errorCodeFor({
          status: error.statusCode,
          message: error.message,
          field: error.field,
          ...error.extra,
        }),
        ...(error.field ? { field: error.field } : {}),
        ...error.extra,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const pathParts = (first?.instancePath ?? '').split('/').filter(Boolean);
      const field = pathParts.join('.') || undefined;
      const where = error.validationContext ?? 'request';
      // The contracts' messages are written for people ('Enter a valid email address') and the
      // client's forms show the same text, so a named field gets the message as it is.
      const message = field
        ? (first?.message ?? `${field} is invalid`)
        : `Invalid ${where}: ${first?.message ?? 'is invalid'}`;
      return reply.status(400).send({
        message,
        code: field ? 'invalid_field' : 'bad_request',
        ...(field ? { field } : {}),
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: error, issues: error.cause.issues },
        'response did not match schema',
      );
      return reply.status(500).send({ message: 'Internal Server Error', code: 'server_error' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({ message: 'Internal Server Error', code: 'server_error' });
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type, rate limit).
    return reply
      .status(status)
      .send({ message: error.message, code: errorCodeFor({ status, message: error.message }) });
  });
}
