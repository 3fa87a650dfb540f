import type { HttpAdapter, HttpResponse } from './client.ts';
import { REFRESH_URL } from './http.ts';

/** One request as the fake server sees it: the body is what went over the wire. */
export interface WireRequest {
  method: string;
  url: string;
  authorization: string | undefined;
  body: unknown;
}

export interface WireAnswer {
  status: number;
  body: unknown;
  contentType?: string;
}

/**
 * A stand-in for the browser's network: answers as the client's network adapter does (JSON
 * arrives as text, `responseType: 'blob'` as a Blob, upload progress reported for FormData,
 * every status answered for the client to accept or refuse). Unlike MockHttp it parses nothing,
 * so a retry that skips the client's parsing shows up as a string where an object was expected.
 */
export function networkAdapter(serve: (request: WireRequest) => WireAnswer): HttpAdapter {
  return async (config) => {
    const request: WireRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      authorization: config.headers?.Authorization,
      body: config.data,
    };
    if (config.data instanceof FormData && config.onUploadProgress) {
      config.onUploadProgress({ loaded: 10, total: 10, progress: 1 });
    }
    // Answer on a later task, as a network would.
    await new Promise((resolve) => setTimeout(resolve, 1));
    const answer = serve(request);
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    const contentType = answer.contentType ?? 'application/json';
    const data: unknown =
      config.responseType === 'blob' ? new Blob([text], { type: contentType }) : text;
    const response: HttpResponse = {
      data,
      status: answer.status,
      statusText: String(answer.status),
      headers: { 'content-type': contentType },
      config,
    };
    return response;
  };
}

/**
 * A server with rotating refresh tokens, as apps/server has: each refresh token works once, and
 * presenting a used one revokes the session (theft detection).
 */
export function sessionServer(routes: (request: WireRequest) => WireAnswer) {
  let generation = 1;
  let revoked = false;
  const state = { refreshCalls: 0, presented: [] as string[] };
  const accessToken = () => `access-${generation}`;
  const serve = (request: WireRequest): WireAnswer => {
    if (request.url === REFRESH_URL) {
      state.refreshCalls += 1;
      const { refreshToken } = JSON.parse(String(request.body)) as { refreshToken: string };
      state.presented.push(refreshToken);
      if (revoked || refreshToken !== `refresh-${generation}`) {
        revoked = true;
        return { status: 401, body: { message: 'Invalid refresh token' } };
      }
      generation += 1;
      return {
        status: 200,
        body: { accessToken: accessToken(), refreshToken: `refresh-${generation}` },
      };
    }
    if (revoked || request.authorization !== `Bearer ${accessToken()}`) {
      return { status: 401, body: { message: 'Session expired' } };
    }
    return routes(request);
  };
  return { serve, state, isRevoked: () => revoked };
}
