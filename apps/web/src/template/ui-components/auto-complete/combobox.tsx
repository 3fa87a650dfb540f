import { useCombobox } from 'downshift';
import { useState, type ReactNode } from 'react';
import { filterItems, groupTogether } from './filter.ts';

export interface ComboboxProps<T> {
  label: string;
  placeholder: string;
  items: readonly T[];
  toText: (item: T) => string;
  keyOf: (item: T) => string;
  renderItem?: (item: T) => ReactNode;
  /** Items of one section share a group name; a heading row starts each section. */
  groupOf?: (item: T) => string;
  minLength?: number;
  /** Shown under the field (e.g. how many letters to type). */
  hint?: string;
  noResults: string;
  selectedText: (text: string) => string;
}

/** A downshift combobox styled as a Bootstrap input with a dropdown list of suggestions. */
export function Combobox<T>({
  label,
  placeholder,
  items,
  toText,
  keyOf,
  renderItem,
  groupOf,
  minLength = 0,
  hint,
  noResults,
  selectedText,
}: ComboboxProps<T>) {
  const [input, setInput] = useState('');
  const found = filterItems(items, input, toText, { minLength, limit: groupOf ? 12 : 8 });
  // A ranked list can interleave groups; each group's members are shown together under one heading.
  const shown = groupOf ? groupTogether(found, groupOf) : found;
  const cb = useCombobox<T>({
    items: shown,
    itemToString: (item) => (item ? toText(item) : ''),
    onInputValueChange: ({ inputValue }) => setInput(inputValue),
  });
  const tooShort = input.trim().length < minLength;
  const open = cb.isOpen && !tooShort;

  return (
    <div className="uc-combobox position-relative">
      <label className="form-label" {...cb.getLabelProps()}>
        {label}
      </label>
      <input className="form-control" placeholder={placeholder} {...cb.getInputProps()} />
      {hint && <div className="form-text">{hint}</div>}
      <ul
        className={`uc-combobox-menu list-unstyled mb-0 ${open ? 'show' : ''}`}
        {...cb.getMenuProps()}
      >
        {open &&
          shown.flatMap((item, index) => {
            const group = groupOf?.(item);
            const prev = index > 0 ? shown[index - 1] : undefined;
            const rows: ReactNode[] = [];
            if (group && (!prev || groupOf?.(prev) !== group)) {
              rows.push(
                <li key={`g-${group}`} role="presentation" className="uc-combobox-group">
                  {group}
                </li>,
              );
            }
            rows.push(
              <li
                key={keyOf(item)}
                className={`uc-combobox-item ${cb.highlightedIndex === index ? 'active' : ''}`}
                {...cb.getItemProps({ item, index })}
              >
                {renderItem ? renderItem(item) : toText(item)}
              </li>,
            );
            return rows;
          })}
      </ul>
      {open && shown.length === 0 && (
        <p className="uc-combobox-empty small text-body-secondary mb-0" role="status">
          {noResults}
        </p>
      )}
      {cb.selectedItem && (
        <p className="small text-success mt-2 mb-0" role="status">
          {selectedText(toText(cb.selectedItem))}
        </p>
      )}
    </div>
  );
}
