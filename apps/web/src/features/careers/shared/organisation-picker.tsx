import type { Organisation } from '@careers/contracts';
import { useCombobox } from 'downshift';
import { useEffect, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { useGetOrganisationsQuery } from '../../../core/api/organisations.ts';

const TYPE_AHEAD_MS = 250;

/** The text typed, once the typist pauses. */
function useSettled(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text.trim()), TYPE_AHEAD_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

export interface OrganisationPickerProps {
  id: string;
  label: string;
  /** The text the box starts with (the organisation's name); it then reports what is typed. */
  value: string;
  onInput: (text: string) => void;
  /** An organisation chosen from the suggestions. */
  onPick: (organisation: Organisation) => void;
  /** Left out of the suggestions (the organisation being merged). */
  excludeId?: string;
  invalid?: string | undefined;
  hint?: string;
  onBlur?: () => void;
}

/**
 * A type-ahead over the organisations (GET /organisations?q=): typing asks the server for the
 * names that match; choosing one reports it. What is typed without choosing stays text.
 */
export function OrganisationPicker(props: OrganisationPickerProps) {
  const { t } = useTranslation();
  // Downshift keeps the text (typing stays in step however fast); the parent hears each change.
  const [text, setText] = useState(props.value);
  const q = useSettled(text);
  const { currentData } = useGetOrganisationsQuery(
    { q, perPage: 8, sortColumn: 'name', sort: 'asc' },
    { skip: q.length < 2 },
  );
  const items = (currentData?.data ?? []).filter((o) => o.id !== props.excludeId);
  const cb = useCombobox<Organisation>({
    id: props.id,
    inputId: props.id,
    items,
    initialInputValue: props.value,
    itemToString: (item) => item?.name ?? '',
    onInputValueChange: ({ inputValue, type }) => {
      setText(inputValue);
      const picked =
        type === useCombobox.stateChangeTypes.ItemClick ||
        type === useCombobox.stateChangeTypes.InputKeyDownEnter;
      if (!picked) props.onInput(inputValue);
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) props.onPick(selectedItem);
    },
  });
  const open = cb.isOpen && q.length >= 2;
  return (
    <Form.Group className="mb-3 position-relative">
      <Form.Label {...cb.getLabelProps()}>{props.label}</Form.Label>
      <Form.Control
        {...cb.getInputProps({ onBlur: props.onBlur })}
        isInvalid={Boolean(props.invalid)}
        autoComplete="off"
      />
      {props.invalid && (
        <Form.Control.Feedback type="invalid">{props.invalid}</Form.Control.Feedback>
      )}
      {props.hint && <Form.Text>{props.hint}</Form.Text>}
      <ul
        {...cb.getMenuProps({
          'aria-labelledby': undefined,
          'aria-label': t('careers.organisations.suggestions'),
        })}
        className={`dropdown-menu w-100 ${open && items.length > 0 ? 'show' : ''}`}
      >
        {open &&
          items.map((item, index) => (
            <li
              key={item.id}
              className={`dropdown-item ${cb.highlightedIndex === index ? 'active' : ''}`}
              {...cb.getItemProps({ item, index })}
            >
              <span className="fw-semibold">{item.name}</span>
              <span className="small text-body-secondary ms-2">
                {t(`careers.organisationStatus.${item.status}`)}
                {item.sector ? ` · ${item.sector}` : ''}
              </span>
            </li>
          ))}
      </ul>
    </Form.Group>
  );
}
