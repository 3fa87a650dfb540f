import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { loadHttp, serverMessage, toApiError, type ApiError } from '../../core/api/lean.ts';
import { lazyZodResolver } from './lazy-resolver.ts';
import type { SchemaName } from './schemas.ts';

type Http = Awaited<ReturnType<typeof loadHttp>>;

/**
 * An auth page's form: validated with one of the contract's schemas (loaded on first use), and
 * `failure`, why its last send failed. `sending(act, fail)` is the form's submit handler: it clears
 * the failure and runs `act` with the valid values and the http client; when that fails, it shows
 * what `fail` answers for the failure (`said`: the server's own words), or nothing when `fail` set
 * a field's error instead.
 */
export function useAuthForm<T extends FieldValues>(
  schema: SchemaName,
  defaultValues: DefaultValues<T>,
) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<T>({ resolver: lazyZodResolver<T>(schema), defaultValues });

  const sending = (
    act: (values: T, http: Http) => Promise<unknown>,
    fail: (failed: ApiError, said: string | null) => string | null,
  ) =>
    form.handleSubmit(async (values) => {
      setFailure(null);
      try {
        await act(values, await loadHttp());
      } catch (error) {
        const failed = toApiError(error);
        setFailure(fail(failed, serverMessage(failed)));
      }
    });

  return { ...form, failure, sending };
}
