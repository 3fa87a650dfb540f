import type { EventClickArg, EventDropArg, EventInput } from '@fullcalendar/core';
import arLocale from '@fullcalendar/core/locales/ar';
import deLocale from '@fullcalendar/core/locales/de';
import frLocale from '@fullcalendar/core/locales/fr';
import ptLocale from '@fullcalendar/core/locales/pt';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, {
  type DateClickArg,
  type EventResizeDoneArg,
} from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useEffect, useMemo, useState } from 'react';
import { Menu } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { PageHeader } from '../../../core/ui/page-header.tsx';
import { LoadingBlock } from '../../../core/ui/state-views.tsx';
import { useRouteMeta } from '../../../core/layout/route-meta.ts';
import type { CalendarEvent } from '../../../fake-api/types.ts';
import { CalendarSidebar } from './calendar-sidebar.tsx';
import {
  useAddEventMutation,
  useGetEventsQuery,
  useRemoveEventMutation,
  useUpdateEventMutation,
} from './calendar.api.ts';
import {
  selectAllCalendars,
  toggleCalendar,
  useCalendarDispatch,
  useCalendarState,
} from './calendar.slice.ts';
import './calendar.scss';
import { useAppSidebar } from '../shared/use-app-sidebar.ts';
import { lazyWhenOpen } from '../../../core/ui/lazy-when-open.tsx';
import type { EventDraft } from './event-dialog.tsx';
import { MonthPreview, type PreviewEvent } from './month-preview.tsx';
import { afterNextPaint } from '../../../core/ui/after-first-paint.tsx';

// The event form (and its validation) loads when the first event is opened or added.
const EventDialog = lazyWhenOpen(
  () => import('./event-dialog.tsx').then((m) => m.EventDialog),
  (props) => props.draft !== null,
);

const PLUGINS = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin];
const LOCALES = [arLocale, deLocale, frLocale, ptLocale];
const NO_EVENTS: CalendarEvent[] = [];
const DAY_MAX_EVENTS = 3;
/** An event's colour, by its calendar (calendar.scss). */
const eventClass = (e: CalendarEvent) => `event-${e.extendedProps.calendar.toLowerCase()}`;
const HEADER_TOOLBAR = {
  start: 'prev,next today title',
  end: 'dayGridMonth,timeGridWeek,timeGridDay,listMonth',
};

export function CalendarPage() {
  const { t, i18n } = useTranslation();
  const meta = useRouteMeta();
  const sidebar = useAppSidebar();
  const { rtl } = sidebar;
  const dispatch = useCalendarDispatch();
  const { selectedCalendars } = useCalendarState();
  // While another selection loads, the events of the previous one stay on screen.
  const query = useGetEventsQuery(selectedCalendars);
  const events = query.data ?? NO_EVENTS;
  const [addEvent] = useAddEventMutation();
  const [updateEvent] = useUpdateEventMutation();
  const [removeEvent] = useRemoveEventMutation();
  const [draft, setDraft] = useState<EventDraft | null>(null);
  // The month is first drawn by MonthPreview; FullCalendar replaces it once that is painted.
  const [interactive, setInteractive] = useState(false);
  const loaded = !query.isLoading;
  useEffect(() => {
    if (!loaded || interactive) return;
    let live = true;
    afterNextPaint(() => {
      if (live) setInteractive(true);
    });
    return () => {
      live = false;
    };
  }, [loaded, interactive]);

  const inputs = useMemo<EventInput[]>(
    () =>
      events.map((e) => ({
        id: String(e.id),
        title: e.title,
        start: e.start,
        end: e.end || undefined,
        allDay: e.allDay,
        // FullCalendar reads a `url` key even when undefined, and linked every event to "undefined".
        ...(e.url ? { url: e.url } : {}),
        extendedProps: e.extendedProps,
        classNames: [eventClass(e)],
      })),
    [events],
  );

  const previewEvents = useMemo<PreviewEvent[]>(
    () =>
      events.map((e) => ({
        id: String(e.id),
        title: e.title,
        start: new Date(e.start),
        end: e.end ? new Date(e.end) : null,
        allDay: e.allDay,
        className: eventClass(e),
      })),
    [events],
  );

  const buttonText = useMemo(
    () => ({
      today: t('calendar.today'),
      month: t('calendar.views.month'),
      week: t('calendar.views.week'),
      day: t('calendar.views.day'),
      list: t('calendar.views.list'),
    }),
    [t],
  );

  const byId = (id: string) => events.find((e) => String(e.id) === id);

  // Dragging or resizing saves the new times; the calendar is refetched after the update.
  const moved = (info: EventDropArg | EventResizeDoneArg) => {
    const original = byId(info.event.id);
    const start = info.event.start;
    if (!original || !start) return;
    const end = info.event.end ?? start;
    void updateEvent({
      ...original,
      allDay: info.event.allDay,
      start: start.toISOString(),
      end: end.toISOString(),
    });
  };

  const clicked = (info: EventClickArg) => {
    info.jsEvent.preventDefault();
    const event = byId(info.event.id);
    if (event) setDraft({ event, start: new Date(event.start), allDay: event.allDay });
  };

  const dayClicked = (info: DateClickArg) =>
    setDraft({ event: null, start: info.date, allDay: info.allDay });

  return (
    <div className="calendar-app">
      <PageHeader
        title={t(meta.title)}
        breadcrumb={meta.breadcrumb}
        actions={
          <button
            type="button"
            className="btn btn-outline-primary d-lg-none"
            onClick={sidebar.open}
          >
            <Menu size={16} aria-hidden="true" className="me-1" />
            {t('calendar.filters')}
          </button>
        }
      />
      <div className="card calendar-card">
        <CalendarSidebar
          selected={selectedCalendars}
          {...sidebar.panel}
          onAdd={sidebar.closeThen(() =>
            setDraft({ event: null, start: new Date(), allDay: true }),
          )}
          onToggle={(name) => dispatch(toggleCalendar(name))}
          onAll={(all) => dispatch(selectAllCalendars(all))}
        />
        <div className="calendar-main">
          {/* The first load shows the month once, with its events (drawing it empty and again when
              they come costs as much as the events' own drawing): first as MonthPreview draws it,
              in a few milliseconds, then as FullCalendar does, in the next task after that paint. */}
          {query.isLoading ? (
            <div className="calendar-pending">
              <LoadingBlock label={t('calendar.loading')} />
            </div>
          ) : !interactive ? (
            <MonthPreview
              events={previewEvents}
              language={i18n.language}
              locale={LOCALES.find((l) => l.code === i18n.language)}
              rtl={rtl}
              buttonText={buttonText}
              dayMaxEvents={DAY_MAX_EVENTS}
            />
          ) : (
            <FullCalendar
              plugins={PLUGINS}
              initialView="dayGridMonth"
              headerToolbar={HEADER_TOOLBAR}
              buttonText={buttonText}
              locales={LOCALES}
              locale={i18n.language}
              direction={rtl ? 'rtl' : 'ltr'}
              events={inputs}
              editable
              eventResizableFromStart
              dayMaxEvents={DAY_MAX_EVENTS}
              navLinks
              height="auto"
              eventDrop={moved}
              eventResize={moved}
              eventClick={clicked}
              dateClick={dayClicked}
            />
          )}
        </div>
      </div>
      <EventDialog
        draft={draft}
        onHide={() => setDraft(null)}
        onSave={async (event, id) => {
          const original: CalendarEvent | undefined = id === null ? undefined : byId(String(id));
          if (original) await updateEvent({ ...event, id: original.id }).unwrap();
          else await addEvent(event).unwrap();
        }}
        onRemove={async (id) => {
          await removeEvent(id).unwrap();
        }}
      />
    </div>
  );
}
