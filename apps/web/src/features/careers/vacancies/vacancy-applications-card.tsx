import type { Application } from '@careers/contracts';
import type { ColumnDef, RowSelectionState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { Link, useSearchParams } from 'react-router';
import { applicationsApi } from '../../../core/api/applications.ts';
import { useList } from '../../../core/api/list.ts';
import { column, DataTable, listTableProps } from '../../../core/ui/data-table.tsx';
import { applicationStatusColumns } from '../applications/application-columns.tsx';
import { ShareDialog } from '../shortlists/share-dialog.tsx';
import { useTagFilter } from '../reviewing/tag-filter.ts';

/**
 * The applications of one vacancy ("vacancy applications"), paged by the server. Chosen ones can
 * be shared with the vacancy's organisation for feedback.
 */
export function VacancyApplicationsCard({
  vacancyId,
  organisation,
}: {
  vacancyId: string;
  organisation?: { id: string; name: string };
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [selection, setSelection] = useState<RowSelectionState>({});
  // The chosen rows by id, kept across pages (the table keeps only their keys).
  const [chosen, setChosen] = useState<Record<string, Application>>({});
  const [sharing, setSharing] = useState(false);
  const [sort, setSort] = useState<{ column: string; dir: 'asc' | 'desc' }>({
    column: 'submittedAt',
    dir: 'desc',
  });

  // The tag filter lives in the page's URL (`?tag=`), as the lists' filters do.
  const [search, setSearch] = useSearchParams();
  const tag = search.get('tag') ?? '';
  const tagFilter = useTagFilter(tag, 'vacancy-applications-tag');

  // Pages of another vacancy's applications never stand in for this one's while it loads.
  const state = useList(
    applicationsApi.endpoints.getApplications,
    {
      vacancyId,
      page,
      perPage: 10,
      sortColumn: sort.column,
      sort: sort.dir,
      ...(tag ? { tag } : {}),
    },
    ['vacancyId'],
  );
  const select = (next: RowSelectionState) => {
    setSelection(next);
    setChosen((was) => {
      const out: Record<string, Application> = {};
      for (const id of Object.keys(next).filter((k) => next[k])) {
        const row = was[id] ?? state.data.find((a) => a.id === id);
        if (row) out[id] = row;
      }
      return out;
    });
  };
  const picked = Object.values(chosen);

  const columns = useMemo<ColumnDef<Application>[]>(
    () => [
      column<Application>('candidateName', t('careers.application.candidate'), (a) => (
        <Link to={`/careers/applications/${a.id}`} className="fw-semibold text-nowrap">
          {a.candidateName}
        </Link>
      )),
      column<Application>('email', t('careers.candidate.email'), (a) => a.candidateEmail, {
        enableSorting: false,
      }),
      ...applicationStatusColumns(t),
    ],
    [t],
  );

  return (
    <Card className="mb-4">
      <Card.Header className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <h2 className="h5 mb-0">{t('careers.vacancyPage.applications')}</h2>
        <div className="d-flex flex-wrap align-items-center gap-2">
          {organisation && (
            <button
              type="button"
              className="btn btn-sm btn-primary"
              disabled={picked.length === 0}
              onClick={() => setSharing(true)}
            >
              {t('careers.shortlists.shareWithEmployer', { count: picked.length })}
            </button>
          )}
          <Form.Group
            controlId={tagFilter.id ?? 'vacancy-applications-tag'}
            className="d-flex align-items-center gap-2"
          >
            <Form.Label className="small mb-0">{tagFilter.label}</Form.Label>
            <Form.Select
              size="sm"
              value={tag}
              onChange={(e) => {
                const value = e.target.value;
                setPage(1);
                setSearch(
                  (was) => {
                    const next = new URLSearchParams(was);
                    if (value) next.set('tag', value);
                    else next.delete('tag');
                    return next;
                  },
                  { replace: true },
                );
              }}
            >
              <option value="">{t('careers.common.any')}</option>
              {tagFilter.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Link to={`/careers/applications?vacancyId=${vacancyId}`} className="small">
            {t('careers.vacancyPage.allApplications')}
          </Link>
        </div>
      </Card.Header>
      <DataTable
        label={t('careers.vacancyPage.applications')}
        columns={columns}
        {...listTableProps(state)}
        page={page}
        perPage={10}
        sortColumn={sort.column}
        sort={sort.dir}
        empty={{ text: t('careers.vacancyPage.noApplications') }}
        onSort={(column, dir) => {
          setSort({ column, dir });
          setPage(1);
        }}
        onPage={setPage}
        {...(organisation
          ? {
              selection,
              onSelectionChange: select,
              rowLabel: (a: Application) => a.candidateName,
            }
          : {})}
      />
      {organisation && (
        <ShareDialog
          show={sharing}
          organisationId={organisation.id}
          organisationName={organisation.name}
          applications={picked}
          onHide={() => setSharing(false)}
          onShared={() => {
            setSharing(false);
            select({});
          }}
        />
      )}
    </Card>
  );
}
