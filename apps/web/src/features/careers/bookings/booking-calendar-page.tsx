import type { EventContentArg, EventInput } from '@fullcalendar/core';
import arLocale from '@fullcalendar/core/locales/ar';
import deLocale from '@fullcalendar/core/locales/de';
import frLocale from '@fullcalendar/core/locales/fr';
import ptLocale from '@fullcalendar/core/locales/pt';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import luxonPlugin from '@fullcalendar/luxon3';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { appointmentTypes, type Slot } from '@careers/contracts';
import { useEffect, useMemo, useState } from 'react';
import ToggleButton from 'react-bootstrap/ToggleButton';
import ToggleButtonGroup from 'react-bootstrap/ToggleButtonGroup';
import { Calendar, Plus } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router';
import { useGetSlotsQuery, type SlotWindow } from '../../../core/api/bookings.ts';
import { useGetVacancyOptionsQuery } from '../../../core/api/vacancies.ts';
import { selectUser } from '../../../core/auth/auth.slice.ts';
import { browserTimeZone, formatTimeZoned } from '../../../core/format/date.ts';
import { useServiceTimeZone } from '../../../core/format/use-date-format.ts';
import { isoToZonedInput } from '../../../core/format/zoned-input.ts';
import { useDirection } from '../../../core/theme/use-direction.ts';
import { lazyWhenOpen } from '../../../core/ui/lazy-when-open.tsx';
import { CareersHeader } from '../shared/careers-header.tsx';
import { slotTitle } from '../../../core/ui/slot-title.ts';
import { CalendarFilterSelect } from './calendar-filter.tsx';
import { filterFrom, initialPlace, initialSlotWindow, slotQuery } from './calendar-query.ts';
import { useSlotMove } from './use-slot-move.ts';
import './booking-calendar.scss';

// The publishing form and a slot's bookings load when first opened.
const SlotDialog = lazyWhenOpen(
  () => import('./slot-dialog.tsx').then((m) => m.SlotDialog),
  (props) => props.start !== null,
);
const SlotDetails = lazyWhenOpen(
  () => import('./slot-details.tsx').then((m) => m.SlotDetails),
  (props) => props.slot !== null,
);

const PLUGINS = [luxonPlugin, timeGridPlugin, dayGridPlugin, listPlugin, interactionPlugin];
const LOCALES = [arLocale, deLocale, frLocale, ptLocale];
const NO_SLOTS: Slot[] = [];

/**
 * The staff calendar (issue 21): the signed-in member's slots (or every member's) and who booked
 * them, from the API, in the service's time zone (named on screen; a reader in another zone sees
 * their own time on each slot). Staff publish a slot, open one to see who booked, and drag or
 * stretch it to move it: the server sends each attendee the updated invitation, and a refusal puts
 * the slot back with the server's words.
 */
export function BookingCalendarPage() {
  const { t, i18n } = useTranslation();
  const rtl = useDirection() === 'rtl';
  const timeZone = useServiceTimeZone();
  const readerZone = browserTimeZone();
  const me = useSelector(selectUser);
  const myId = me ? String(me.id) : null;
  // The day and view shown, and the filter, live in the URL (?date=2026-12-10&view=timeGridDay&host=all).
  const [search, setSearch] = useSearchParams();
  const filter = filterFrom(search);
  const [initial] = useState(() => initialPlace(search));
  const language = i18n.language;
  // The window FullCalendar shows: a week or a day is known before it draws (and was asked for
  // with the screen's code, preloads.ts), so its first render has the slots; the month and list
  // views' windows come with their first `datesSet`.
  const [shown, setShown] = useState<SlotWindow | null>(() =>
    initialSlotWindow({ ...initial, language, timeZone }),
  );
  const read = useGetSlotsQuery(shown ? { ...shown, ...slotQuery(filter, myId) } : {}, {
    skip: !shown,
  });
  const slots = read.data?.data ?? NO_SLOTS;
  const moved = useSlotMove();
  // The start the publishing form opens with (a wall-clock time in the service's zone), or null.
  const [publishing, setPublishing] = useState<string | null>(null);
  const [open, setOpen] = useState<Slot | null>(null);

  const events = useMemo<EventInput[]>(
    () =>
      slots.map((slot) => ({
        id: slot.id,
        title: slotTitle(slot, t),
        start: slot.startsAt,
        end: slot.endsAt,
        classNames: [
          `slot-${slot.purpose}`,
          slot.booked >= slot.capacity ? 'slot-full' : 'slot-free',
          slot.hostAdminId === myId ? 'slot-mine' : 'slot-colleague',
        ],
        extendedProps: { slot },
      })),
    [slots, t, myId],
  );

  /** Changes the filter in the address, keeping the day and view. */
  const refine = (change: Record<string, string | null>) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(change)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  // The day and view shown go to the address after FullCalendar's render (not during it).
  const [place, setPlace] = useState<{ date: string; view: string } | null>(null);
  useEffect(() => {
    if (!place) return;
    if (search.get('date') === place.date && search.get('view') === place.view) return;
    refine(place);
  });
  const vacancies = useGetVacancyOptionsQuery(undefined, { skip: filter.what !== 'interview' });

  const content = (arg: EventContentArg) => {
    const slot = arg.event.extendedProps.slot as Slot;
    const names = slot.bookedBy.join(', ');
    const host = slot.hostName ? t('careers.bookings.runBy', { name: slot.hostName }) : '';
    // With every member's slots shown, a colleague's say who runs them.
    const colleague = filter.everyone && slot.hostAdminId !== myId && Boolean(host);
    return (
      <div
        className="slot-event"
        data-slot-id={slot.id}
        title={[arg.event.title, host, names && t('careers.bookings.bookedBy', { names })]
          .filter(Boolean)
          .join('\n')}
      >
        <div className="fw-semibold text-truncate">{arg.event.title}</div>
        <div className="small">
          {arg.timeText}
          {readerZone !== timeZone && (
            <span className="slot-reader-time">
              {' '}
              ({formatTimeZoned(slot.startsAt, { language, timeZone: readerZone })})
            </span>
          )}
          {' · '}
          {t('careers.bookings.places', { booked: slot.booked, capacity: slot.capacity })}
        </div>
        {(colleague || names) && (
          <div className="small text-truncate">
            {colleague && <span className="slot-host">{host}</span>}
            {colleague && names && ' · '}
            {names && (
              <span className="slot-booked-by">{t('careers.bookings.bookedBy', { names })}</span>
            )}
          </div>
        )}
      </div>
    );
  };

  const whatOptions = [
    { value: '', label: t('careers.bookings.filter.everything') },
    { value: 'interview', label: t('careers.bookings.filter.interviews') },
    ...appointmentTypes.map((a) => ({ value: a, label: t(`frame.bookings.type.${a}`) })),
  ];
  const empty = read.isSuccess && slots.length === 0;

  return (
    <div className="booking-calendar">
      <CareersHeader
        actions={
          <button type="button" className="btn btn-primary" onClick={() => setPublishing('')}>
            <Plus size={16} aria-hidden="true" className="me-1" />
            {t('careers.bookings.publish')}
          </button>
        }
      />
      <div className="booking-calendar-filters mb-3">
        <ToggleButtonGroup
          type="radio"
          name="calendar-host"
          value={filter.everyone ? 'all' : 'mine'}
          onChange={(value: string) => refine({ host: value === 'all' ? 'all' : null })}
          aria-label={t('careers.bookings.filter.whose')}
          role="radiogroup"
        >
          <ToggleButton id="calendar-host-mine" value="mine" variant="outline-primary">
            {t('careers.bookings.filter.mine')}
          </ToggleButton>
          <ToggleButton id="calendar-host-all" value="all" variant="outline-primary">
            {t('careers.bookings.filter.all')}
          </ToggleButton>
        </ToggleButtonGroup>
        <CalendarFilterSelect
          id="calendar-what"
          label={t('careers.bookings.filter.what')}
          value={filter.what}
          onChange={(what) => refine({ for: what, vacancy: null })}
          options={whatOptions}
        />
        {filter.what === 'interview' && (
          <CalendarFilterSelect
            id="calendar-vacancy"
            label={t('careers.bookings.vacancy')}
            value={filter.vacancyId}
            onChange={(vacancy) => refine({ vacancy })}
            options={[
              { value: '', label: t('careers.bookings.filter.everyVacancy') },
              ...(vacancies.data ?? []).map((v) => ({ value: v.id, label: v.title })),
            ]}
          />
        )}
        <Link to="/careers/account#calendar-feed" className="booking-calendar-feed-link small">
          <Calendar size={14} aria-hidden="true" className="me-1" />
          {t('careers.bookings.feedLink')}
        </Link>
      </div>
      <p className="small text-body-secondary mb-3" data-testid="calendar-zone">
        {t('careers.bookings.zone', { zone: timeZone })}
        {readerZone !== timeZone && (
          <> · {t('careers.bookings.readerZone', { zone: readerZone })}</>
        )}
        {empty && (
          <>
            {' · '}
            <span data-testid="calendar-empty">
              {filter.everyone
                ? t('careers.bookings.filter.noneAll')
                : t('careers.bookings.filter.noneMine')}
            </span>
          </>
        )}
      </p>
      <div className="card">
        <div className="card-body booking-calendar-main" data-loaded={read.isSuccess || undefined}>
          <FullCalendar
            plugins={PLUGINS}
            timeZone={timeZone}
            initialView={initial.view}
            initialDate={initial.date}
            headerToolbar={{
              start: 'prev,next today title',
              end: 'dayGridMonth,timeGridWeek,timeGridDay,listMonth',
            }}
            buttonText={{
              today: t('careers.bookings.today'),
              month: t('careers.bookings.views.month'),
              week: t('careers.bookings.views.week'),
              day: t('careers.bookings.views.day'),
              list: t('careers.bookings.views.list'),
            }}
            locales={LOCALES}
            locale={language}
            direction={rtl ? 'rtl' : 'ltr'}
            events={events}
            editable
            eventDurationEditable
            slotMinTime="07:00:00"
            slotMaxTime="21:00:00"
            allDaySlot={false}
            nowIndicator
            height="auto"
            datesSet={(range) => {
              const from = range.start.toISOString();
              const to = range.end.toISOString();
              setShown((was) => (was?.from === from && was.to === to ? was : { from, to }));
              const date = isoToZonedInput(range.view.currentStart.toISOString(), timeZone);
              setPlace({ date: date.slice(0, 10), view: range.view.type });
            }}
            eventContent={content}
            eventDrop={(info) => void moved(info)}
            eventResize={(info) => void moved(info)}
            eventClick={(info) => {
              info.jsEvent.preventDefault();
              setOpen(info.event.extendedProps.slot as Slot);
            }}
            dateClick={(info) => setPublishing(isoToZonedInput(info.date.toISOString(), timeZone))}
          />
        </div>
      </div>
      <SlotDialog
        key={publishing ?? 'closed'}
        start={publishing}
        timeZone={timeZone}
        onHide={() => setPublishing(null)}
      />
      <SlotDetails slot={open} onHide={() => setOpen(null)} />
    </div>
  );
}
