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
import type { Slot } from '@careers/contracts';
import { useMemo, useState } from 'react';
import { Plus } from 'react-feather';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useGetSlotsQuery, type SlotWindow } from '../../../core/api/bookings.ts';
import { browserTimeZone, formatTimeZoned } from '../../../core/format/date.ts';
import { useServiceTimeZone } from '../../../core/format/use-date-format.ts';
import { isoToZonedInput } from '../../../core/format/zoned-input.ts';
import { useDirection } from '../../../core/theme/use-direction.ts';
import { lazyWhenOpen } from '../../../core/ui/lazy-when-open.tsx';
import { CareersHeader } from '../shared/careers-header.tsx';
import { slotTitle } from '../../../core/ui/slot-title.ts';
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
const VIEWS = ['timeGridWeek', 'timeGridDay', 'dayGridMonth', 'listMonth'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The staff calendar (issue 21): every slot and its bookings from the API, in the service's time
 * zone (named on screen; a reader in another zone sees their own time on each slot). Staff publish
 * a slot, open one to see who booked, and drag or stretch it to move it: the server sends each
 * attendee the updated invitation, and a refusal puts the slot back with the server's words.
 */
export function BookingCalendarPage() {
  const { t, i18n } = useTranslation();
  const rtl = useDirection() === 'rtl';
  const timeZone = useServiceTimeZone();
  const readerZone = browserTimeZone();
  const [shown, setShown] = useState<SlotWindow | null>(null);
  const read = useGetSlotsQuery(shown ?? {}, { skip: !shown });
  const slots = read.data?.data ?? NO_SLOTS;
  const moved = useSlotMove();
  // The start the publishing form opens with (a wall-clock time in the service's zone), or null.
  const [publishing, setPublishing] = useState<string | null>(null);
  const [open, setOpen] = useState<Slot | null>(null);
  const language = i18n.language;
  // The day and view shown live in the URL (?date=2026-12-10&view=timeGridDay), for links and reloads.
  const [search, setSearch] = useSearchParams();
  const [initial] = useState(() => ({
    date: DAY.test(search.get('date') ?? '') ? (search.get('date') ?? undefined) : undefined,
    view: VIEWS.find((v) => v === search.get('view')) ?? 'timeGridWeek',
  }));

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
        ],
        extendedProps: { slot },
      })),
    [slots, t],
  );

  const content = (arg: EventContentArg) => {
    const slot = arg.event.extendedProps.slot as Slot;
    return (
      <div className="slot-event" data-slot-id={slot.id}>
        <div className="fw-semibold text-truncate">{arg.event.title}</div>
        <div className="small">
          {arg.timeText}
          {readerZone !== timeZone && (
            <span className="slot-reader-time">
              {' '}
              ({formatTimeZoned(slot.startsAt, { language, timeZone: readerZone })})
            </span>
          )}
        </div>
        <div className="small">
          {t('careers.bookings.places', { booked: slot.booked, capacity: slot.capacity })}
        </div>
      </div>
    );
  };

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
      <p className="small text-body-secondary mb-3" data-testid="calendar-zone">
        {t('careers.bookings.zone', { zone: timeZone })}
        {readerZone !== timeZone && (
          <> · {t('careers.bookings.readerZone', { zone: readerZone })}</>
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
              setShown({ from: range.start.toISOString(), to: range.end.toISOString() });
              const date = isoToZonedInput(range.view.currentStart.toISOString(), timeZone);
              setSearch({ date: date.slice(0, 10), view: range.view.type }, { replace: true });
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
