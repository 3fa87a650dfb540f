import { APPROVALS_POLL_MS, useGetApprovalsQuery } from '../../../core/api/approvals.ts';
import type { NavBadge } from '../../../core/layout/nav-types.ts';

/** The menu's Approvals count: what waits for staff, read again every minute; none at zero. */
export function useApprovalsBadge(): NavBadge | undefined {
  const { data } = useGetApprovalsQuery(undefined, {
    pollingInterval: APPROVALS_POLL_MS,
    skipPollingIfUnfocused: true,
  });
  return data && data.total > 0 ? { text: String(data.total), color: 'primary' } : undefined;
}
