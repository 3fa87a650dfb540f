import type { OrganisationStatus } from '@careers/contracts';
import { statusBadge } from '../shared/status-badge.tsx';

const colours: Record<OrganisationStatus, string> = {
  pending: 'info',
  approved: 'success',
  rejected: 'danger',
  suspended: 'warning',
};

export const OrganisationStatusBadge = statusBadge(colours, 'careers.organisationStatus');
