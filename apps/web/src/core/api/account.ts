import type { ChangePasswordInput } from '@careers/contracts';
import { api } from './api.ts';

/** The signed-in user's own account (the profile itself is a candidate record). */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<void, ChangePasswordInput>({
      query: (body) => ({ url: '/api/v1/me/password', method: 'POST', body }),
      transformResponse: () => undefined,
    }),
  }),
});

export const { useChangePasswordMutation } = accountApi;
