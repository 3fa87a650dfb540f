import { Fragment, type ComponentProps, type ReactNode } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import Table from 'react-bootstrap/Table';
import { Copy, Edit2, Eye, MoreVertical, XCircle, type Icon } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { Avatar } from '../../../core/ui/avatar.tsx';
import { notify } from '../../../core/ui/toasts.tsx';
import { useRowMenu } from '../../shared/row-menu.ts';
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

/** A column of a demo table: its heading's key under `tablesCharts.col`; `end` aligns it right. */
interface Column {
  key: string;
  end?: boolean;
  /** Named for screen readers only (the actions column). */
  hidden?: boolean;
}

/** A demo table: its headings (a `false` column is left out) and its rows. */
function DemoTable({
  columns,
  children,
  ...props
}: TableProps & { columns: (Column | false)[]; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Table className="mb-0 align-middle" {...props}>
      <thead>
        <tr>
          {columns.map(
            (col) =>
              col && (
                <th key={col.key} scope="col" className={col.end ? 'text-end' : undefined}>
                  {col.hidden ? (
                    <span className="visually-hidden">{t(`tablesCharts.col.${col.key}`)}</span>
                  ) : (
                    t(`tablesCharts.col.${col.key}`)
                  )}
                </th>
              ),
          )}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </Table>
  );
}

/** The vacancy menu's actions; the closing one stands apart, in red. */
const ACTIONS: readonly { key: string; Icon: Icon; danger?: boolean }[] = [
  { key: 'view', Icon: Eye },
  { key: 'edit', Icon: Edit2 },
  { key: 'duplicate', Icon: Copy },
  { key: 'close', Icon: XCircle, danger: true },
];

function VacancyActions({ vacancy }: { vacancy: VacancyRow }) {
  const { t } = useTranslation();
  const rowMenu = useRowMenu();
  const act = (key: string) =>
    void notify('info', t(`tablesCharts.tables.done.${key}`, { title: vacancy.title }));
  return (
    <Dropdown align="end" {...rowMenu.dropdown}>
      <Dropdown.Toggle
        variant="link"
        size="sm"
        className="p-1 text-body no-caret"
        aria-label={t('tablesCharts.tables.actionsFor', { title: vacancy.title })}
      >
        <MoreVertical size={16} aria-hidden="true" />
      </Dropdown.Toggle>
      <Dropdown.Menu {...rowMenu.menu}>
        {ACTIONS.map(({ key, Icon, danger }) => (
          <Fragment key={key}>
            {danger && <Dropdown.Divider />}
            <Dropdown.Item
              as="button"
              className={danger ? 'text-danger' : undefined}
              onClick={() => act(key)}
            >
              <Icon size={14} aria-hidden="true" className="me-2" />
              {t(`tablesCharts.tables.${key}`)}
            </Dropdown.Item>
          </Fragment>
        ))}
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
    <DemoTable
      {...props}
      columns={[
        { key: 'vacancy' },
        { key: 'employer' },
        wide && { key: 'city' },
        { key: 'type' },
        { key: 'deadline' },
        wide && { key: 'applications', end: true },
        { key: 'status' },
        actions && { key: 'actions', hidden: true },
      ]}
    >
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
    </DemoTable>
  );
}

/** Employers with an avatar, sector, contact and counts. */
export function EmployerTable({ compact = false, ...props }: TableProps & { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <DemoTable
      {...props}
      columns={[
        { key: 'employer' },
        { key: 'sector' },
        !compact && { key: 'contact' },
        { key: 'vacancies', end: true },
        { key: 'hires', end: true },
      ]}
    >
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
    </DemoTable>
  );
}

/** Students with their programme, year, applications and stage. */
export function StudentTable({ compact = false, ...props }: TableProps & { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <DemoTable
      {...props}
      columns={[
        { key: 'student' },
        { key: 'programme' },
        !compact && { key: 'year', end: true },
        { key: 'applications', end: true },
        { key: 'stage' },
      ]}
    >
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
    </DemoTable>
  );
}
