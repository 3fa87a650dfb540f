import { approvalsSchema, type Approvals } from '@careers/contracts';
import { api } from './api.ts';
import { fixedRead } from './resource.ts';

// Answers are checked against their contracts in development and tests (base-query.ts). Written
// as this condition, a production build drops the schemas, and zod with them.
const contracts =
  import.meta.env.DEV || import.meta.env.MODE === 'test' ? { queue: approvalsSchema } : undefined;

/** How often the menu's Approvals count is read again while the tab is in focus. */
export const APPROVALS_POLL_MS = 60_000;

export const approvalsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Organisations and vacancies waiting for staff's approval, oldest first, with totals. */
    getApprovals: build.query<Approvals, void>(
      fixedRead('/api/v1/approvals', contracts?.queue, ['Approvals']),
    ),
  }),
});

export const { useGetApprovalsQuery } = approvalsApi;
