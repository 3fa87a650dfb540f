import { useEffect, useRef } from 'react';
import { Offcanvas } from 'react-bootstrap';
import { Plus } from 'react-feather';
import { useTranslation } from 'react-i18next';
import type { CalendarName } from '../../../fake-api/types.ts';
import { CALENDARS } from './calendar.slice.ts';

export const CALENDAR_COLORS: Record<CalendarName, string> = {
  Personal: 'danger',
  Business: 'primary',
  Family: 'warning',
  Holiday: 'success',
  ETC: 'info',
};

interface CalendarSidebarProps {
  selected: CalendarName[];
  show: boolean;
  rtl: boolean;
  onHide: () => void;
  onAdd: () => void;
  onToggle: (name: CalendarName) => void;
  onAll: (all: boolean) => void;
}

/** Add event and the category filters; off-canvas below lg. */
export function CalendarSidebar({
  selected,
  show,
  rtl,
  onHide,
  onAdd,
  onToggle,
  onAll,
}: CalendarSidebarProps) {
  const { t } = useTranslation();
  const all = useRef<HTMLInputElement>(null);
  const allChecked = selected.length === CALENDARS.length;
  useEffect(() => {
    if (all.current) all.current.indeterminate = selected.length > 0 && !allChecked;
  }, [selected.length, allChecked]);

  return (
    <Offcanvas
      show={show}
      onHide={onHide}
      responsive="lg"
      placement={rtl ? 'end' : 'start'}
      className="calendar-sidebar"
      // Named only while it is a dialog (below lg); inline it is a plain region with a nav.
      aria-labelledby={show ? 'calendar-sidebar-title' : undefined}
    >
      <Offcanvas.Header closeButton closeLabel={t('calendar.close')}>
        <Offcanvas.Title id="calendar-sidebar-title" as="h2" className="h5">
          {t('calendar.filters')}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body className="calendar-sidebar-body">
        <button type="button" className="btn btn-primary w-100 mb-4" onClick={onAdd}>
          <Plus size={16} aria-hidden="true" className="me-1" />
          {t('calendar.addEvent')}
        </button>
        <fieldset>
          <legend className="calendar-filter-title">{t('calendar.filter')}</legend>
          <div className="form-check mb-3">
            <input
              ref={all}
              id="calendar-all"
              type="checkbox"
              className="form-check-input"
              checked={allChecked}
              onChange={(e) => onAll(e.target.checked)}
            />
            <label htmlFor="calendar-all" className="form-check-label">
              {t('calendar.viewAll')}
            </label>
          </div>
          {CALENDARS.map((name) => (
            <div className="form-check mb-2" key={name}>
              <input
                id={`calendar-${name}`}
                type="checkbox"
                className={`form-check-input check-${CALENDAR_COLORS[name]}`}
                checked={selected.includes(name)}
                onChange={() => onToggle(name)}
              />
              <label htmlFor={`calendar-${name}`} className="form-check-label">
                {t(`calendar.categories.${name}`)}
              </label>
            </div>
          ))}
        </fieldset>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
