import { Calendar, formatDate, type LocaleInput } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import { useLayoutEffect, useMemo, useRef, type CSSProperties, type ReactNode } from 'react';
import { dateTimeFormat } from '../../../core/format/date.ts';
import { localDay } from '../../../core/format/local-input.ts';
import {
  eventDays,
  layoutWeek,
  monthWeeks,
  type MonthEvent,
  type WeekSegment,
} from './month-layout.ts';

export interface PreviewEvent extends MonthEvent {
  className: string;
}

export interface MonthPreviewProps {
  events: readonly PreviewEvent[];
  /** The app's language code, and FullCalendar's locale for it (none for English). */
  language: string;
  locale: LocaleInput | undefined;
  rtl: boolean;
  buttonText: { today: string; month: string; week: string; day: string; list: string };
  dayMaxEvents: number;
  /** Today; the month shown is today's. */
  now?: Date;
}

const DAY_NAMES = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/**
 * Adds FullCalendar's stylesheet to the document `el` is in, as a calendar's creation does (its
 * public API has no other way): a calendar made on `el` and dropped, never drawn (some 9 ms at
 * CPU 4×).
 */
function ensureElHasStyles(el: HTMLElement) {
  new Calendar(el, { plugins: [dayGridPlugin] }).destroy();
}

function moreText(locale: LocaleInput | undefined, hidden: number): string {
  const text = locale?.moreLinkText ?? 'more';
  return typeof text === 'function'
    ? (text as (n: number) => string)(hidden)
    : `+${hidden} ${text}`;
}

/** The locale's first day of the week (0 Sunday), Sunday for English as in FullCalendar. */
function firstDayOf(locale: LocaleInput | undefined): number {
  return (locale as { week?: { dow?: number } } | undefined)?.week?.dow ?? 0;
}

/** FullCalendar's scroller around a grid section, as a height-auto calendar draws it (no scrolling). */
function Scroller({ children }: { children: ReactNode }) {
  return (
    <div className="fc-scroller-harness">
      <div className="fc-scroller" style={{ overflow: 'visible' }}>
        {children}
      </div>
    </div>
  );
}

/**
 * The month as FullCalendar's day-grid view draws it (its markup, class names and stylesheet),
 * with the events, drawn by React in a few milliseconds: the calendar's first paint. FullCalendar
 * 6 takes some 500 ms of one task at CPU 4× to draw its first month (measuring each week row and
 * drawing it again); the page mounts it in place of this as soon as this is on screen, and it
 * looks the same, so nothing moves. Inert meanwhile: its buttons and events answer once
 * FullCalendar has them.
 */
export function MonthPreview({
  events,
  language,
  locale,
  rtl,
  buttonText,
  dayMaxEvents,
  now = new Date(),
}: MonthPreviewProps) {
  const root = useRef<HTMLDivElement>(null);
  // FullCalendar adds its style sheet when a calendar is first made; this draws before any is.
  useLayoutEffect(() => {
    if (root.current) ensureElHasStyles(root.current);
  }, []);

  const format = useMemo(() => {
    const intl = (options: Intl.DateTimeFormatOptions) => dateTimeFormat(language, options);
    return {
      title: intl({ year: 'numeric', month: 'long' }),
      weekday: intl({ weekday: 'short' }),
      weekdayLong: intl({ weekday: 'long' }),
      day: intl({ day: 'numeric' }),
      time: (date: Date) =>
        formatDate(date, {
          hour: 'numeric',
          minute: '2-digit',
          omitZeroMinute: true,
          meridiem: 'narrow',
          locale: language,
        }),
    };
  }, [language]);

  const weeks = monthWeeks(now, firstDayOf(locale));
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  const dir = rtl ? 'rtl' : 'ltr';
  const [prevIcon, nextIcon] = rtl ? ['right', 'left'] : ['left', 'right'];

  const eventMarkup = (segment: WeekSegment<PreviewEvent>): ReactNode => {
    const { event } = segment;
    const { first, end } = eventDays(event);
    const timing = end <= today ? 'past' : first >= tomorrow ? 'future' : 'today';
    const classes = [
      'fc-event',
      segment.isStart && 'fc-event-start',
      segment.isEnd && 'fc-event-end',
      `fc-event-${timing}`,
      event.className,
      'fc-daygrid-event',
      segment.block ? 'fc-daygrid-block-event fc-h-event' : 'fc-daygrid-dot-event',
    ]
      .filter(Boolean)
      .join(' ');
    return segment.block ? (
      <a className={classes}>
        <div className="fc-event-main">
          <div className="fc-event-main-frame">
            <div className="fc-event-title-container">
              <div className="fc-event-title fc-sticky">{event.title}</div>
            </div>
          </div>
        </div>
      </a>
    ) : (
      <a className={classes}>
        <div className="fc-daygrid-event-dot" />
        <div className="fc-event-time">{format.time(event.start)}</div>
        <div className="fc-event-title">{event.title}</div>
      </a>
    );
  };

  const cell = (day: Date, col: number, segments: WeekSegment<PreviewEvent>[]) => {
    const covering = segments.filter((s) => s.col <= col && col < s.col + s.span);
    const shown = covering.filter((s) => s.level < dayMaxEvents);
    const hidden = covering.length - shown.length;
    const levels = shown.reduce((max, s) => Math.max(max, s.level + 1), 0);
    const rows: ReactNode[] = [];
    for (let level = 0; level < levels; level += 1) {
      const here = shown.find((s) => s.level === level);
      if (here && here.col === col) {
        // A segment of several days starts here and reaches over the days after it.
        const reach = here.span - 1;
        const style: CSSProperties | undefined = reach
          ? { marginInlineEnd: `calc(${-reach} * (100% + 1px))` }
          : undefined;
        rows.push(
          <div key={level} className="fc-daygrid-event-harness" style={style}>
            {eventMarkup(here)}
          </div>,
        );
        continue;
      }
      // Room for what passes over this day on that row (or for the row's height): the same
      // markup, unseen, so the day is as tall as FullCalendar makes it.
      const spacer = here ?? segments.find((s) => s.level === level);
      if (spacer) {
        rows.push(
          <div
            key={level}
            className="fc-daygrid-event-harness"
            style={{ visibility: 'hidden' }}
            aria-hidden="true"
          >
            {eventMarkup({ ...spacer, span: 1 })}
          </div>,
        );
      }
    }
    const timing = day < today ? 'past' : day.getTime() === today.getTime() ? 'today' : 'future';
    const other = day.getMonth() !== now.getMonth();
    return (
      <td
        key={col}
        role="gridcell"
        data-date={localDay(day)}
        className={`fc-day fc-day-${DAY_NAMES[day.getDay()]} fc-day-${timing}${other ? ' fc-day-other' : ''} fc-daygrid-day`}
      >
        <div className="fc-daygrid-day-frame fc-scrollgrid-sync-inner">
          <div className="fc-daygrid-day-top">
            <a className="fc-daygrid-day-number">{format.day.format(day)}</a>
          </div>
          <div className="fc-daygrid-day-events">
            {rows}
            <div className="fc-daygrid-day-bottom">
              {hidden > 0 && (
                <a className="fc-daygrid-more-link fc-more-link">{moreText(locale, hidden)}</a>
              )}
            </div>
          </div>
          <div className="fc-daygrid-day-bg" />
        </div>
      </td>
    );
  };

  return (
    <div
      ref={root}
      className={`fc fc-media-screen fc-direction-${dir} fc-theme-standard calendar-month-preview`}
      inert
      aria-busy="true"
    >
      <div className="fc-header-toolbar fc-toolbar">
        <div className="fc-toolbar-chunk">
          <div className="fc-button-group">
            <button type="button" className="fc-prev-button fc-button fc-button-primary">
              <span className={`fc-icon fc-icon-chevron-${prevIcon}`} role="img" />
            </button>
            <button type="button" className="fc-next-button fc-button fc-button-primary">
              <span className={`fc-icon fc-icon-chevron-${nextIcon}`} role="img" />
            </button>
          </div>
          <button type="button" disabled className="fc-today-button fc-button fc-button-primary">
            {buttonText.today}
          </button>
          <h2 className="fc-toolbar-title">{format.title.format(now)}</h2>
        </div>
        <div className="fc-toolbar-chunk" />
        <div className="fc-toolbar-chunk">
          <div className="fc-button-group">
            {(['month', 'week', 'day', 'list'] as const).map((view) => (
              <button
                key={view}
                type="button"
                aria-pressed={view === 'month'}
                className={`fc-button fc-button-primary${view === 'month' ? ' fc-button-active' : ''}`}
              >
                {buttonText[view]}
              </button>
            ))}
          </div>
        </div>
      </div>
      <div className="fc-view-harness fc-view-harness-passive">
        <div className="fc-dayGridMonth-view fc-view fc-daygrid">
          <table role="grid" className="fc-scrollgrid">
            <thead role="rowgroup">
              <tr className="fc-scrollgrid-section fc-scrollgrid-section-header fc-scrollgrid-section-sticky">
                <th role="presentation">
                  <Scroller>
                    <table role="presentation" className="fc-col-header" style={{ width: '100%' }}>
                      <thead role="presentation">
                        <tr role="row">
                          {weeks[0]?.map((day) => (
                            <th
                              key={day.getDay()}
                              role="columnheader"
                              className={`fc-col-header-cell fc-day fc-day-${DAY_NAMES[day.getDay()]}`}
                            >
                              <div className="fc-scrollgrid-sync-inner">
                                <a
                                  className="fc-col-header-cell-cushion"
                                  aria-label={format.weekdayLong.format(day)}
                                >
                                  {format.weekday.format(day)}
                                </a>
                              </div>
                            </th>
                          ))}
                        </tr>
                      </thead>
                    </table>
                  </Scroller>
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              <tr className="fc-scrollgrid-section fc-scrollgrid-section-body">
                <td role="presentation">
                  <Scroller>
                    <div
                      className="fc-daygrid-body fc-daygrid-body-unbalanced fc-daygrid-body-natural"
                      style={{ width: '100%' }}
                    >
                      <table
                        role="presentation"
                        className="fc-scrollgrid-sync-table"
                        style={{ width: '100%' }}
                      >
                        <tbody role="presentation">
                          {weeks.map((week) => {
                            const segments = layoutWeek(week, events);
                            return (
                              <tr key={localDay(week[0] ?? now)} role="row">
                                {week.map((day, col) => cell(day, col, segments))}
                              </tr>
                            );
                          })}
                        </tbody>
                      </table>
                    </div>
                  </Scroller>
                </td>
              </tr>
            </tbody>
          </table>
        </div>
      </div>
    </div>
  );
}
