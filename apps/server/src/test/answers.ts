import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { ErrorCode } from '@careers/contracts';

/** Asserts an error answer: its status and its whole `{ code, message, field? }` body. */
export function expectError(
  res: LightMyRequestResponse,
  status: number,
  body: { code: ErrorCode; message: string; field?: string },
): void {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual(body);
}
