import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { send, type ExampleRequest } from './world.ts';

/*
 * How the fuzz test corrupts a valid example: which places of a request it picks and what it puts
 * there (fuzz.test.ts runs them).
 */

const nastyStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\u202e\u200b',
  '0000-01-01T00:00:00Z',
  '10000-01-01T00:00:00Z',
  '+275760-09-13T00:00:00.000Z',
  '2026-02-30T25:61:61Z',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '9007199254740993',
  '-9007199254740993',
  '0x1F',
  '__proto__',
  'constructor',
  "' OR 1=1 --",
  '%00',
  '%',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '00000000-0000-0000-0000-000000000000',
  '😀'.repeat(60),
];
export const nastyValue = fc.oneof(
  fc.constantFrom(...nastyStrings),
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    0,
    -1,
    0.5,
    2 ** 53 + 2,
    -(2 ** 53) - 2,
    1e308,
    -1e308,
    [],
    {},
    [null],
    { nested: { deeper: [1, 'two', null] } },
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ minLength: 300, maxLength: 3000 }),
  fc.integer(),
  fc.double(),
  fc.jsonValue({ maxDepth: 3 }),
);

/** One place in a request to corrupt. */
export type Target =
  | { in: 'body' | 'query' | 'params'; path: string[] }
  | { in: 'header'; name: string }
  | { in: 'rawBody'; kind: RawBody };
type RawBody =
  | 'deep'
  | 'truncatedJson'
  | 'notJson'
  | 'bigNumber'
  | 'truncatedMultipart'
  | 'noBoundary'
  | 'unknownType';

function leafPaths(value: unknown, path: string[] = []): string[][] {
  if (Array.isArray(value)) {
    return [path, ...value.flatMap((item, i) => leafPaths(item, [...path, String(i)]))];
  }
  if (value && typeof value === 'object') {
    return [
      ...(path.length ? [path] : []),
      ...Object.entries(value).flatMap(([k, v]) => leafPaths(v, [...path, k])),
    ];
  }
  return [path];
}

export function targetsOf(example: ExampleRequest): Target[] {
  const targets: Target[] = [
    { in: 'header', name: 'authorization' },
    { in: 'header', name: 'content-type' },
    { in: 'header', name: 'if-match' },
    // A parameter or field the operation does not know.
    { in: 'query', path: ['unexpected'] },
  ];
  for (const key of Object.keys(example.query ?? {})) targets.push({ in: 'query', path: [key] });
  for (const key of Object.keys(example.params ?? {})) targets.push({ in: 'params', path: [key] });
  if (example.body !== undefined) {
    for (const path of leafPaths(example.body)) targets.push({ in: 'body', path });
    targets.push({ in: 'body', path: ['unexpected'] });
    for (const kind of ['deep', 'truncatedJson', 'notJson', 'bigNumber', 'unknownType'] as const)
      targets.push({ in: 'rawBody', kind });
  }
  if (example.form) {
    for (const kind of ['truncatedMultipart', 'noBoundary', 'unknownType'] as const)
      targets.push({ in: 'rawBody', kind });
    for (const key of Object.keys(example.form.fields))
      targets.push({ in: 'body', path: ['form', key] });
  }
  return targets;
}

export const asText = (value: unknown) =>
  typeof value === 'string' ? value : JSON.stringify(value);

function setPath(root: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string, ...string[]];
  const copy: Record<string, unknown> | unknown[] = Array.isArray(root)
    ? [...(root as unknown[])]
    : { ...((root ?? {}) as Record<string, unknown>) };
  (copy as Record<string, unknown>)[head] = setPath(
    (copy as Record<string, unknown>)[head],
    rest,
    value,
  );
  return copy;
}

export interface Mutated {
  request: ExampleRequest;
  /** Sent as-is instead of the example's body. */
  raw?: { payload: string; contentType: string };
}

export function mutate(example: ExampleRequest, target: Target, value: unknown): Mutated {
  const request: ExampleRequest = structuredClone(example);
  switch (target.in) {
    case 'header':
      // What HTTP can carry in a header: tab, printable ASCII and obs-text bytes.
      request.headers = {
        ...request.headers,
        [target.name]: asText(value)
          .replace(/[^\t\x20-\x7e\x80-\xff]/g, '?')
          .slice(0, 2000),
      };
      return { request };
    case 'query':
      request.query = { ...request.query, [target.path[0]!]: asText(value) };
      return { request };
    case 'params':
      request.params = { ...request.params, [target.path[0]!]: asText(value) };
      return { request };
    case 'body':
      if (request.form && target.path[0] === 'form') {
        request.form.fields = { ...request.form.fields, [target.path[1]!]: asText(value) };
      } else {
        request.body = setPath(request.body, target.path, value);
      }
      return { request };
    case 'rawBody': {
      const json = { contentType: 'application/json' };
      const raw = {
        deep: { ...json, payload: `${'{"a":['.repeat(10_000)}1${']}'.repeat(10_000)}` },
        truncatedJson: { ...json, payload: JSON.stringify(request.body ?? {}).slice(0, -3) },
        notJson: { ...json, payload: asText(value) },
        bigNumber: {
          ...json,
          payload: JSON.stringify(request.body ?? {}).replace(
            /:(\d+)/,
            ':123456789012345678901234567890',
          ),
        },
        truncatedMultipart: {
          contentType: 'multipart/form-data; boundary=fuzz',
          payload: `--fuzz\r\nContent-Disposition: form-data; name="kind"\r\n\r\ncv\r\n--fuzz\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\n\r\n%PDF-1.7 ${asText(value)}`,
        },
        noBoundary: { contentType: 'multipart/form-data', payload: asText(value) },
        unknownType: { contentType: 'application/x-fuzz', payload: asText(value) },
      }[target.kind];
      delete request.form;
      delete request.body;
      return { request, raw };
    }
  }
}

export function sendMutated(
  app: FastifyInstance,
  method: string,
  pattern: string,
  mutated: Mutated,
  token: string | undefined,
): Promise<LightMyRequestResponse> {
  if (!mutated.raw) return send(app, method, pattern, mutated.request, token);
  return send(
    app,
    method,
    pattern,
    {
      ...mutated.request,
      headers: { 'content-type': mutated.raw.contentType, ...mutated.request.headers },
      body: mutated.raw.payload,
    },
    token,
  );
}

export async function withinTime<T>(work: Promise<T>, what: string, limitMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`hung for ${limitMs} ms: ${what}`)), limitMs);
  });
  try {
    return await Promise.race([work, hang]);
  } finally {
    clearTimeout(timer);
  }
}
