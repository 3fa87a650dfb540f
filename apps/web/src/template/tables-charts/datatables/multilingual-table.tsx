import { useId, useState } from 'react';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { PersonCell, StateRow, StatusBadge, TableCardHeader } from '../shared/table-parts.tsx';
import type { EmployeeTableProps } from '../tables-charts.api.ts';
import { formatDay, formatSalary } from '../shared/format.ts';
import { SelectField } from '../../shared/select-field.tsx';
import { TableHead } from '../../shared/table-head.tsx';
import { numberFormat } from '../../../core/format/number.ts';

const LOCALES = [
  { code: 'en-GB', dir: 'ltr' },
  { code: 'fr-FR', dir: 'ltr' },
  { code: 'de-DE', dir: 'ltr' },
  { code: 'pt-PT', dir: 'ltr' },
  { code: 'ar-EG', dir: 'rtl' },
] as const;

type LocaleCode = (typeof LOCALES)[number]['code'];

/** Headers follow the UI language; dates, money, digits and direction follow the chosen locale. */
export function MultilingualTable({ data, status, onRetry }: EmployeeTableProps) {
  const { t, i18n } = useTranslation();
  const selectId = useId();
  const [locale, setLocale] = useState<LocaleCode | ''>('');
  const active = LOCALES.find((l) => l.code === locale);
  const lng = active?.code ?? i18n.language;
  const dir = active?.dir ?? i18n.dir(i18n.language);
  const number = numberFormat(lng);
  const title = t('tablesCharts.basic.multiTitle');
  const rows = data.slice(0, 6);
  return (
    <Card className="mb-4">
      <TableCardHeader
        title={title}
        text={t('tablesCharts.basic.multiText')}
        actions={
          <SelectField
            inline
            controlId={selectId}
            label={t('tablesCharts.basic.formatAs')}
            value={locale}
            onChange={(e) => setLocale(e.target.value as LocaleCode | '')}
            options={[
              { value: '', label: t('tablesCharts.basic.uiLanguage') },
              ...LOCALES.map((l) => ({
                value: l.code,
                label: t(`tablesCharts.locales.${l.code}`),
              })),
            ]}
          />
        }
      />
      <div dir={dir} lang={lng}>
        <Table responsive striped className="mb-0 align-middle text-start" aria-label={title}>
          <TableHead
            className="tc-thead"
            cells={[
              ...(['name', 'city', 'date'] as const).map((c) => t(`tablesCharts.col.${c}`)),
              { text: t('tablesCharts.col.salary'), className: 'text-end' },
              { text: t('tablesCharts.col.age'), className: 'text-end' },
              t('tablesCharts.col.status'),
            ]}
          />
          <tbody>
            {status !== 'ready' ? (
              <StateRow colSpan={6} status={status} onRetry={onRetry} />
            ) : (
              rows.map((e) => (
                <tr key={e.id}>
                  <td>
                    <PersonCell name={e.full_name} sub={e.post} avatar={e.avatar} />
                  </td>
                  <td className="text-nowrap">{e.city}</td>
                  <td className="text-nowrap">{formatDay(e.start_date, lng)}</td>
                  <td className="text-end text-nowrap">{formatSalary(e.salary, lng)}</td>
                  <td className="text-end">{number.format(e.age)}</td>
                  <td>
                    <StatusBadge status={e.status} />
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </Table>
      </div>
    </Card>
  );
}
