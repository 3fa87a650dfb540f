import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalyticsRange } from '../../fake-api/types.ts';

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
    <>
      <label htmlFor={id} className="visually-hidden">
        {t('dashboards.rangeOf', { card })}
      </label>
      <select
        id={id}
        className="form-select form-select-sm w-auto"
        value={value}
        onChange={(e) => onChange(e.target.value as AnalyticsRange)}
      >
        {ranges.map((r) => (
          <option key={r} value={r}>
            {t(KEYS[r])}
          </option>
        ))}
      </select>
    </>
  );
}
