import type { ChangePasswordInput, ResendVerificationResponse, UserData } from '@careers/contracts';
import { api } from './api.ts';

/** The signed-in user's own account (the profile itself is a candidate record). */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<void, ChangePasswordInput>({
      query: (body) => ({ url: '/api/v1/me/password', method: 'POST', body }),
      transformResponse: () => undefined,
    }),
    /** The signed-in user as the server has it now. */
    getMe: build.query<UserData, void>({
      query: () => ({ url: '/api/v1/me' }),
    }),
    /** Mails a student a new link to confirm the address (a few an hour; 429 after). */
    resendVerification: build.mutation<ResendVerificationResponse, void>({
      query: () => ({ url: '/api/v1/candidate/verify-email/resend', method: 'POST' }),
    }),
  }),
});

export const { useChangePasswordMutation, useGetMeQuery, useResendVerificationMutation } =
  accountApi;
