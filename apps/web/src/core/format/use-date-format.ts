import { useMemo } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { useGetSettingsQuery } from '../api/settings.ts';
import {
  DEFAULT_TIME_ZONE,
  formatDate,
  formatDateTime,
  formatDateTimeZoned,
  formatDayMonth,
} from './date.ts';

/** The service's time zone (GET /api/v1/settings, once per visit); Europe/London until known. */
export function useServiceTimeZone(): string {
  // The settings do not change during a visit: read once, not again with every screen.
  return (
    useGetSettingsQuery(undefined, { refetchOnMountOrArgChange: false }).data?.timeZone ??
    DEFAULT_TIME_ZONE
  );
}

/** The date formatters of core/format/date.ts, for the reader's language and the service's zone. */
export function useDateFormat() {
  const { i18n } = useTranslation();
  const timeZone = useServiceTimeZone();
  const language = i18n.language;
  return useMemo(() => {
    const context = { language, timeZone };
    return {
      formatDate: (iso: string | null | undefined) => formatDate(iso, context),
      formatDateTime: (iso: string | null | undefined) => formatDateTime(iso, context),
      formatDayMonth: (iso: string | null | undefined) => formatDayMonth(iso, context),
      /** A day and time with the service zone's short name ("Dec 3, 2026, 10:00 AM GMT"). */
      formatDateTimeZoned: (iso: string | null | undefined) => formatDateTimeZoned(iso, context),
    };
  }, [language, timeZone]);
}
