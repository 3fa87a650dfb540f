import { useTranslation } from '../i18n/use-translation.ts';
import { browserTimeZone, formatDateTimeZoned } from '../format/date.ts';
import { useServiceTimeZone } from '../format/use-date-format.ts';

/**
 * An instant in the service's time zone with the zone's name, in the reader's language; a reader
 * whose browser is in another zone also sees their own time ("your time: …").
 */
export function ZonedTime({ iso, readerZone }: { iso: string; readerZone?: string }) {
  const { t, i18n } = useTranslation();
  const timeZone = useServiceTimeZone();
  const own = readerZone ?? browserTimeZone();
  const language = i18n.language;
  return (
    <>
      <time dateTime={iso}>{formatDateTimeZoned(iso, { language, timeZone })}</time>
      {own !== timeZone && (
        <small className="text-body-secondary ms-1">
          ({t('frame.yourTime', { time: formatDateTimeZoned(iso, { language, timeZone: own }) })})
        </small>
      )}
    </>
  );
}
