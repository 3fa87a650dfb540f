import type { OrganisationStatus } from '@careers/contracts';
import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';

const colours: Record<OrganisationStatus, string> = {
  pending: 'info',
  approved: 'success',
  rejected: 'danger',
  suspended: 'warning',
};

export function OrganisationStatusBadge({ status }: { status: OrganisationStatus }) {
  const { t } = useTranslation();
  return (
    <Badge pill bg={`light-${colours[status]}`}>
      {t(`careers.organisationStatus.${status}`)}
    </Badge>
  );
}
