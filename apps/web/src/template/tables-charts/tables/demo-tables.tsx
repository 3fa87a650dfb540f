import type { ComponentProps } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import Table from 'react-bootstrap/Table';
import { Copy, Edit2, Eye, MoreVertical, XCircle } from 'react-feather';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../core/ui/avatar.tsx';
import { notify } from '../../../core/ui/toasts.tsx';
import { formatDay } from '../shared/format.ts';
import {
  EMPLOYERS,
  STAGE_COLOR,
  STUDENTS,
  VACANCIES,
  VACANCY_COLOR,
  type VacancyRow,
} from './table-data.ts';

type TableProps = ComponentProps<typeof Table> & { 'aria-label': string };

function SoftBadge({ color, children }: { color: string; children: string }) {
  return (
    <span className={`badge rounded-pill bg-${color}-subtle text-${color}-emphasis`}>
      {children}
    </span>
  );
}

function VacancyActions({ vacancy }: { vacancy: VacancyRow }) {
  const { t } = useTranslation();
  const act = (key: string) =>
    void notify('info', t(`tablesCharts.tables.done.${key}`, { title: vacancy.title }));
  return (
    <Dropdown align="end">
      <Dropdown.Toggle
        variant="link"
        size="sm"
        className="p-1 text-body no-caret"
        aria-label={t('tablesCharts.tables.actionsFor', { title: vacancy.title })}
      >
        <MoreVertical size={16} aria-hidden="true" />
      </Dropdown.Toggle>
      <Dropdown.Menu popperConfig={{ strategy: 'fixed' }} renderOnMount>
        <Dropdown.Item as="button" onClick={() => act('view')}>
          <Eye size={14} aria-hidden="true" className="me-2" />
          {t('tablesCharts.tables.view')}
        </Dropdown.Item>
        <Dropdown.Item as="button" onClick={() => act('edit')}>
          <Edit2 size={14} aria-hidden="true" className="me-2" />
          {t('tablesCharts.tables.edit')}
        </Dropdown.Item>
        <Dropdown.Item as="button" onClick={() => act('duplicate')}>
          <Copy size={14} aria-hidden="true" className="me-2" />
          {t('tablesCharts.tables.duplicate')}
        </Dropdown.Item>
        <Dropdown.Divider />
        <Dropdown.Item as="button" className="text-danger" onClick={() => act('close')}>
          <XCircle size={14} aria-hidden="true" className="me-2" />
          {t('tablesCharts.tables.close')}
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}

/** Vacancies: title, employer, type, deadline, status and an actions menu. */
export function VacancyTable({
  actions = true,
  wide = false,
  ...props
}: TableProps & { actions?: boolean; wide?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <Table className="mb-0 align-middle" {...props}>
      <thead>
        <tr>
          <th scope="col">{t('tablesCharts.col.vacancy')}</th>
          <th scope="col">{t('tablesCharts.col.employer')}</th>
          {wide && <th scope="col">{t('tablesCharts.col.city')}</th>}
          <th scope="col">{t('tablesCharts.col.type')}</th>
          <th scope="col">{t('tablesCharts.col.deadline')}</th>
          {wide && (
            <th scope="col" className="text-end">
              {t('tablesCharts.col.applications')}
            </th>
          )}
          <th scope="col">{t('tablesCharts.col.status')}</th>
          {actions && (
            <th scope="col">
              <span className="visually-hidden">{t('tablesCharts.col.actions')}</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {VACANCIES.map((v) => (
          <tr key={v.id}>
            <td className="fw-semibold text-nowrap">{v.title}</td>
            <td className="text-nowrap">{v.employer}</td>
            {wide && <td>{v.city}</td>}
            <td className="text-nowrap">{t(`tablesCharts.types.${v.type}`)}</td>
            <td className="text-nowrap">{formatDay(v.deadline, i18n.language)}</td>
            {wide && <td className="text-end">{v.applications}</td>}
            <td>
              <SoftBadge color={VACANCY_COLOR[v.status]}>
                {t(`tablesCharts.vacancyStatus.${v.status}`)}
              </SoftBadge>
            </td>
            {actions && (
              <td className="text-end">
                <VacancyActions vacancy={v} />
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** Employers with an avatar, sector, contact and counts. */
export function EmployerTable({ compact = false, ...props }: TableProps & { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Table className="mb-0 align-middle" {...props}>
      <thead>
        <tr>
          <th scope="col">{t('tablesCharts.col.employer')}</th>
          <th scope="col">{t('tablesCharts.col.sector')}</th>
          {!compact && <th scope="col">{t('tablesCharts.col.contact')}</th>}
          <th scope="col" className="text-end">
            {t('tablesCharts.col.vacancies')}
          </th>
          <th scope="col" className="text-end">
            {t('tablesCharts.col.hires')}
          </th>
        </tr>
      </thead>
      <tbody>
        {EMPLOYERS.map((e) => (
          <tr key={e.id}>
            <td>
              <div className="d-flex align-items-center gap-2 text-nowrap">
                <Avatar name={e.name} size={30} />
                <span className="fw-semibold">{e.name}</span>
                {e.partner && !compact && (
                  <SoftBadge color="primary">{t('tablesCharts.tables.partner')}</SoftBadge>
                )}
              </div>
            </td>
            <td className="text-nowrap">{t(`tablesCharts.sectors.${e.sector}`)}</td>
            {!compact && <td className="text-nowrap">{e.contact}</td>}
            <td className="text-end">{e.vacancies}</td>
            <td className="text-end">{e.hires}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** Students with their programme, year, applications and stage. */
export function StudentTable({ compact = false, ...props }: TableProps & { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Table className="mb-0 align-middle" {...props}>
      <thead>
        <tr>
          <th scope="col">{t('tablesCharts.col.student')}</th>
          <th scope="col">{t('tablesCharts.col.programme')}</th>
          {!compact && (
            <th scope="col" className="text-end">
              {t('tablesCharts.col.year')}
            </th>
          )}
          <th scope="col" className="text-end">
            {t('tablesCharts.col.applications')}
          </th>
          <th scope="col">{t('tablesCharts.col.stage')}</th>
        </tr>
      </thead>
      <tbody>
        {STUDENTS.map((s) => (
          <tr key={s.id}>
            <td>
              <div className="d-flex align-items-center gap-2 text-nowrap">
                <Avatar name={s.name} size={28} />
                <span>{s.name}</span>
              </div>
            </td>
            <td className="text-nowrap">{t(`tablesCharts.programmes.${s.programme}`)}</td>
            {!compact && <td className="text-end">{s.year}</td>}
            <td className="text-end">{s.applications}</td>
            <td>
              <SoftBadge color={STAGE_COLOR[s.stage]}>
                {t(`tablesCharts.stages.${s.stage}`)}
              </SoftBadge>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
