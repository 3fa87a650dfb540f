import { useDateFormat } from '../format/use-date-format.ts';

/** A date in a list: the day on one line, the exact time on hover and for assistive technology. */
export function DateCell({ iso }: { iso: string }) {
  const { formatDate, formatDateTime } = useDateFormat();
  return (
    <time dateTime={iso} title={formatDateTime(iso)} className="text-nowrap">
      {formatDate(iso)}
    </time>
  );
}
