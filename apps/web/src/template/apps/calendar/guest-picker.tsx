import { useState } from 'react';
import { X } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { useGetGuestsQuery, type Guest } from './calendar.api.ts';

const NO_GUESTS: Guest[] = [];

interface GuestPickerProps {
  id: string;
  value: string[];
  onChange: (names: string[]) => void;
}

/** A multi-select of sample users: chosen guests as chips, the rest in a filterable list. */
export function GuestPicker({ id, value, onChange }: GuestPickerProps) {
  const { t } = useTranslation();
  // Without the list, the chosen guests still show and can be removed.
  const people = useGetGuestsQuery().data ?? NO_GUESTS;
  const [q, setQ] = useState('');

  const needle = q.trim().toLowerCase();
  const matches = people
    .filter((p) => !value.includes(p.fullName) && p.fullName.toLowerCase().includes(needle))
    .slice(0, 8);

  return (
    <div className="guest-picker">
      {value.length > 0 && (
        <ul
          className="list-unstyled d-flex flex-wrap gap-1 mb-2"
          aria-label={t('calendar.chosenGuests')}
        >
          {value.map((name) => (
            <li
              key={name}
              className="badge rounded-pill bg-primary-subtle text-primary-emphasis d-inline-flex align-items-center gap-1"
            >
              {name}
              <button
                type="button"
                className="btn btn-sm p-0 border-0 text-reset lh-1"
                aria-label={t('calendar.removeGuest', { name })}
                onClick={() => onChange(value.filter((v) => v !== name))}
              >
                <X size={12} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        type="search"
        className="form-control"
        placeholder={t('calendar.findGuest')}
        value={q}
        onChange={(e) => setQ(e.target.value)}
        autoComplete="off"
      />
      {needle && (
        <ul className="list-group guest-options mt-1" aria-label={t('calendar.guestSuggestions')}>
          {matches.length === 0 && (
            <li className="list-group-item text-body-secondary">{t('calendar.noGuests')}</li>
          )}
          {matches.map((p) => (
            <li key={p.id} className="list-group-item p-0">
              <button
                type="button"
                className="btn w-100 d-flex align-items-center gap-2 text-start"
                onClick={() => {
                  onChange([...value, p.fullName]);
                  setQ('');
                }}
              >
                {p.avatar ? (
                  <img className="avatar guest-avatar" src={p.avatar} alt="" />
                ) : (
                  <span className="avatar guest-avatar" aria-hidden="true">
                    {p.fullName.slice(0, 1)}
                  </span>
                )}
                {p.fullName}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
