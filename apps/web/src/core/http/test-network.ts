import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
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
 * A stand-in for the browser's network: answers as XMLHttpRequest does (JSON arrives as text,
 * `responseType: 'blob'` as a Blob, upload progress reported for FormData) and rejects like
 * axios's own adapter. Unlike MockAdapter it parses nothing, so a retry that skips axios's
 * response transforms shows up as a string where an object was expected.
 */
export function networkAdapter(serve: (request: WireRequest) => WireAnswer): AxiosAdapter {
  return async (config) => {
    const headers = AxiosHeaders.from(config.headers);
    const authorization = headers.get('Authorization');
    const request: WireRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      authorization: typeof authorization === 'string' ? authorization : undefined,
      body: config.data,
    };
    if (config.data instanceof FormData && config.onUploadProgress) {
      config.onUploadProgress({
        loaded: 10,
        total: 10,
        progress: 1,
        bytes: 10,
        upload: true,
        lengthComputable: true,
      });
    }
    // Answer on a later task, as a network would.
    await new Promise((resolve) => setTimeout(resolve, 1));
    const answer = serve(request);
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    const contentType = answer.contentType ?? 'application/json';
    const data: unknown =
      config.responseType === 'blob' ? new Blob([text], { type: contentType }) : text;
    const response: AxiosResponse = {
      data,
      status: answer.status,
      statusText: String(answer.status),
      headers: new AxiosHeaders({ 'content-type': contentType }),
      config,
      request: {},
    };
    const valid = config.validateStatus ? config.validateStatus(answer.status) : true;
    if (valid) return response;
    throw new AxiosError(
      `Request failed with status code ${answer.status}`,
      answer.status < 500 ? AxiosError.ERR_BAD_REQUEST : AxiosError.ERR_BAD_RESPONSE,
      config,
      {},
      response,
    );
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
