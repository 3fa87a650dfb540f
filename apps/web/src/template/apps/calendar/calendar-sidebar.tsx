import { Plus } from 'react-feather';
import { useTranslation } from 'react-i18next';
import { useIndeterminate } from '../../../core/hooks/use-indeterminate.ts';
import type { CalendarName } from '../../../fake-api/types.ts';
import { SidePanel } from '../shared/side-panel.tsx';
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
  const allChecked = selected.length === CALENDARS.length;
  const all = useIndeterminate(selected.length > 0 && !allChecked);

  return (
    <SidePanel
      show={show}
      onHide={onHide}
      responsive
      placement={rtl ? 'end' : 'start'}
      className="calendar-sidebar"
      bodyClassName="calendar-sidebar-body"
      titleId="calendar-sidebar-title"
      title={t('calendar.filters')}
      closeLabel={t('calendar.close')}
    >
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
    </SidePanel>
  );
}
