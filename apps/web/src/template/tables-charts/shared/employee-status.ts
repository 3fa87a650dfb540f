import type { EmployeeStatus } from '../../../fake-api/types.ts';

export type StatusKey = 'current' | 'professional' | 'rejected' | 'resigned' | 'applied';
export type StatusColor = 'primary' | 'success' | 'danger' | 'warning' | 'info' | 'secondary';

export interface StatusInfo {
  key: StatusKey;
  /** Translation key of the label. */
  label: string;
  color: StatusColor;
}

// The spec leaves the codes 1–5 unnamed; these are this demo's own labels.
const STATUSES: Record<EmployeeStatus, StatusInfo> = {
  1: { key: 'current', label: 'tablesCharts.status.current', color: 'primary' },
  2: { key: 'professional', label: 'tablesCharts.status.professional', color: 'success' },
  3: { key: 'rejected', label: 'tablesCharts.status.rejected', color: 'danger' },
  4: { key: 'resigned', label: 'tablesCharts.status.resigned', color: 'warning' },
  5: { key: 'applied', label: 'tablesCharts.status.applied', color: 'info' },
};

const UNKNOWN: StatusInfo = {
  key: 'applied',
  label: 'tablesCharts.status.unknown',
  color: 'secondary',
};

export const STATUS_CODES = [1, 2, 3, 4, 5] as const satisfies readonly EmployeeStatus[];

/** The badge label and colour of a status code; an unexpected code shows as 'Unknown'. */
export function statusInfo(code: number): StatusInfo {
  return STATUSES[code as EmployeeStatus] ?? UNKNOWN;
}
