import { useEffect, useState } from 'react';
import { loadHttp, toApiError } from './lean.ts';

/** Where a single-use confirmation link stands: being checked, used, or refused. */
export type ConfirmOutcome =
  { state: 'pending' } | { state: 'done'; email: string } | { state: 'invalid' | 'failed' };

// One request per link, however often a page mounts (React's development double mount would
// otherwise spend the single-use link on the first call and report the second as invalid).
const requests = new Map<string, Promise<{ email: string }>>();
function confirmOnce(url: string, token: string): Promise<{ email: string }> {
  const key = `${url} ${token}`;
  let request = requests.get(key);
  if (!request) {
    request = loadHttp()
      .then((http) => http.post<{ email: string }>(url, { token }))
      .then((res) => res.data);
    requests.set(key, request);
  }
  return request;
}

/**
 * Confirms an address with the token of a mailed link (`POST url {token}`): students' and employer
 * contacts' confirmation pages. Without a token the outcome stays as the page starts it.
 */
export function useConfirmedAddress(
  url: string,
  token: string,
  initial: ConfirmOutcome | (() => ConfirmOutcome) = { state: 'pending' },
) {
  const [outcome, setOutcome] = useState<ConfirmOutcome>(initial);
  useEffect(() => {
    if (!token) return;
    void confirmOnce(url, token).then(
      ({ email }) => setOutcome({ state: 'done', email }),
      (error: unknown) => {
        setOutcome({ state: toApiError(error).status === 400 ? 'invalid' : 'failed' });
      },
    );
  }, [url, token]);
  return outcome;
}
