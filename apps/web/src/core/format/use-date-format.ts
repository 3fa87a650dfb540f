import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useEffect, useMemo } from 'react';
import { useSelector, useStore } from 'react-redux';
import type { RootState } from '../store/root-reducer.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { settingsApi } from '../api/settings.ts';
import {
  DEFAULT_TIME_ZONE,
  formatDate,
  formatDateTime,
  formatDateTimeZoned,
  formatDayMonth,
} from './date.ts';

const selectSettings = settingsApi.endpoints.getSettings.select();

/** The stores whose settings a date has asked for (one subscription each, kept for the visit). */
const subscribed = new WeakSet<object>();

/**
 * The service's time zone (GET /api/v1/settings, once per visit); Europe/London until known.
 *
 * A list shows a date on every row, so each reads the cached answer through one selector, and
 * only the first asks for it: one subscription per store, kept for the visit (the settings do not
 * change during one). A data-layer subscription per date was a dispatch through the store's
 * middleware at each mount: about a tenth of the applications list's first render.
 */
export function useServiceTimeZone(): string {
  const store = useStore<RootState>();
  useEffect(() => {
    if (subscribed.has(store)) return;
    subscribed.add(store);
    void (store.dispatch as ThunkDispatch<RootState, unknown, UnknownAction>)(
      settingsApi.endpoints.getSettings.initiate(),
    );
  }, [store]);
  return (
    useSelector(
      (state: RootState) =>
        selectSettings(state as Parameters<typeof selectSettings>[0]).data?.timeZone,
    ) ?? DEFAULT_TIME_ZONE
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
