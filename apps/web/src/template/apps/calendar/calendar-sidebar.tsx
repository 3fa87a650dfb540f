import { Plus } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { useIndeterminate } from '../../../core/hooks/use-indeterminate.ts';
import type { CalendarName } from '../../../fake-api/types.ts';
import { CheckField } from '../shared/check-field.tsx';
import { SidebarPanel } from '../shared/side-panel.tsx';
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
    <SidebarPanel
      name="calendar"
      looks={['calendar']}
      {...{ show, rtl, onHide }}
      title={t('calendar.filters')}
      closeLabel={t('calendar.close')}
    >
      <button type="button" className="btn btn-primary w-100 mb-4" onClick={onAdd}>
        <Plus size={16} aria-hidden="true" className="me-1" />
        {t('calendar.addEvent')}
      </button>
      <fieldset>
        <legend className="calendar-filter-title">{t('calendar.filter')}</legend>
        <CheckField
          ref={all}
          id="calendar-all"
          label={t('calendar.viewAll')}
          className="mb-3"
          checked={allChecked}
          onChange={(e) => onAll(e.target.checked)}
        />
        {CALENDARS.map((name) => (
          <CheckField
            key={name}
            id={`calendar-${name}`}
            label={t(`calendar.categories.${name}`)}
            className="mb-2"
            inputClassName={`check-${CALENDAR_COLORS[name]}`}
            checked={selected.includes(name)}
            onChange={() => onToggle(name)}
          />
        ))}
      </fieldset>
    </SidebarPanel>
  );
}
