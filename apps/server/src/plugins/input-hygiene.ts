import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/errors.ts';

/** A NUL character, or half of a UTF-16 surrogate pair without its other half. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this must find
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const unstorableTextMessage =
  'Text cannot contain NUL characters or unpaired surrogates (invalid Unicode)';

/**
 * The path (`links.0.url`) of the first string, or object key, that PostgreSQL cannot store as
 * text: a NUL, or a lone surrogate (which a driver would silently turn into U+FFFD). Walks without
 * recursion, so a body nested ten thousand deep costs a loop, not the stack.
 */
export function findUnstorableText(value: unknown): string | undefined {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (UNSTORABLE.test(current)) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, i) => stack.push([item, path ? `${path}.${i}` : String(i)]));
    } else if (current && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        const at = path ? `${path}.${key}` : key;
        if (UNSTORABLE.test(key)) return at;
        stack.push([item, at]);
      }
    }
  }
  return undefined;
}

/** Refuses such text in any parameter, query value or JSON body before validation, naming it. */
export function registerInputHygiene(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = findUnstorableText(part);
      if (field !== undefined) throw badRequest(unstorableTextMessage, field || undefined);
    }
  });
}
