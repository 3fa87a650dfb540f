import { useId } from 'react';
import { useTranslation } from '../../core/i18n/use-translation.ts';
import type { AnalyticsRange } from '../../fake-api/types.ts';
import { LabelledSelect } from '../../core/ui/labelled-select.tsx';

const KEYS: Record<AnalyticsRange, string> = {
  'Last 28 Days': 'dashboards.ranges.last28Days',
  'Last Month': 'dashboards.ranges.lastMonth',
  'Last Year': 'dashboards.ranges.lastYear',
};

/** Translation key of a range. */
export function rangeKey(range: AnalyticsRange): string {
  return KEYS[range];
}

interface RangeSelectProps {
  ranges: AnalyticsRange[];
  value: AnalyticsRange;
  onChange: (range: AnalyticsRange) => void;
  /** The card it belongs to, for the control's label. */
  card: string;
}

export function RangeSelect({ ranges, value, onChange, card }: RangeSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <LabelledSelect
      id={id}
      label={t('dashboards.rangeOf', { card })}
      labelClassName="visually-hidden"
      className="form-select form-select-sm w-auto"
      value={value}
      onChange={(e) => onChange(e.target.value as AnalyticsRange)}
      options={ranges.map((r) => ({ value: r, label: t(KEYS[r]) }))}
    />
  );
}
