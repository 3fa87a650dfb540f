import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../core/i18n/use-translation.ts';

interface TagInputProps {
  id: string;
  value: string[];
  onChange(tags: string[]): void;
  max?: number;
  invalid?: boolean;
}

/** Skills as tags: Enter or comma adds one, Backspace on an empty field removes the last. */
export function TagInput({ id, value, onChange, max = 30, invalid }: TagInputProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const add = () => {
    const tag = draft.trim().slice(0, 40);
    if (tag && !value.some((v) => v.toLowerCase() === tag.toLowerCase()) && value.length < max) {
      onChange([...value, tag]);
    }
    setDraft('');
  };
  const key = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' || e.key === ',') {
      e.preventDefault();
      add();
    } else if (e.key === 'Backspace' && !draft && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };
  return (
    <div className={`form-control portal-tags${invalid ? ' is-invalid' : ''}`}>
      {value.map((tag) => (
        <span
          key={tag}
          className="badge bg-primary-subtle text-primary-emphasis d-inline-flex align-items-center"
        >
          {tag}
          <button
            type="button"
            className="btn-close"
            aria-label={t('portal.profile.removeSkill', { skill: tag })}
            onClick={() => onChange(value.filter((v) => v !== tag))}
          />
        </span>
      ))}
      <input
        id={id}
        value={draft}
        placeholder={value.length ? '' : t('portal.profile.skillsPlaceholder')}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={key}
        onBlur={add}
      />
    </div>
  );
}
