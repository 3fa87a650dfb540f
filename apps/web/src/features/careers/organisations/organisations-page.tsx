import {
  organisationExportColumns,
  organisationListColumns,
  organisationStatuses,
  type Organisation,
  type OrganisationExportColumn,
} from '@careers/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { column } from '../../../core/ui/data-table.tsx';
import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Plus } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { Link } from 'react-router';
import { organisationsApi } from '../../../core/api/organisations.ts';
import { CareersHeader } from '../shared/careers-header.tsx';
import { SearchInput } from '../shared/list-controls.tsx';
import { ListCard, useCareersList } from '../shared/list-card.tsx';
import { statusFilter } from '../shared/list-toolbar.tsx';
import { NewOrganisationDialog } from './new-organisation-dialog.tsx';
import { OrganisationStatusBadge } from './organisation-status-badge.tsx';
import '../shared/careers.scss';

const exportLabels: Record<OrganisationExportColumn, string> = {
  id: 'careers.export.id',
  name: 'careers.organisation.name',
  website: 'careers.organisation.website',
  sector: 'careers.organisation.sector',
  size: 'careers.organisation.size',
  status: 'careers.common.status',
  vacancyCount: 'careers.organisation.vacancies',
  applicationCount: 'careers.organisation.applications',
  createdAt: 'careers.export.createdAt',
};
const EXPORT = {
  columns: organisationExportColumns,
  labels: exportLabels,
  shown: organisationListColumns,
};

export function OrganisationsPage() {
  const { t } = useTranslation();
  const list = useCareersList('organisations', organisationsApi.endpoints.getOrganisations);
  const { query, update } = list;
  const [creating, setCreating] = useState(false);
  const sector = typeof query.sector === 'string' ? query.sector : '';

  const columns = useMemo<ColumnDef<Organisation>[]>(
    () => [
      column<Organisation>('name', t('careers.organisation.name'), (o) => (
        <Link to={`/careers/organisations/${o.id}`} className="fw-semibold">
          {o.name}
        </Link>
      )),
      column<Organisation>('sector', t('careers.organisation.sector'), (o) => o.sector ?? '', {
        enableSorting: false,
      }),
      column<Organisation>('status', t('careers.common.status'), (o) => (
        <OrganisationStatusBadge status={o.status} />
      )),
      column<Organisation>(
        'vacancyCount',
        t('careers.organisation.vacancies'),
        (o) => o.vacancyCount,
      ),
      column<Organisation>(
        'applicationCount',
        t('careers.organisation.applications'),
        (o) => o.applicationCount,
        { enableSorting: false },
      ),
    ],
    [t],
  );

  return (
    <>
      <CareersHeader
        actions={
          <Button onClick={() => setCreating(true)}>
            <Plus size={16} aria-hidden="true" className="me-1" />
            {t('careers.organisations.new')}
          </Button>
        }
      />
      <ListCard
        list={list}
        filterBy={[
          statusFilter(t, organisationStatuses, (s) => t(`careers.organisationStatus.${s}`)),
        ]}
        filters={
          <SearchInput
            id="organisations-sector"
            label={t('careers.organisation.sector')}
            value={sector}
            onSearch={(v) => update({ sector: v }, { replace: true })}
          />
        }
        exportable={EXPORT}
        columns={columns}
      />
      <NewOrganisationDialog show={creating} onClose={() => setCreating(false)} />
    </>
  );
}
