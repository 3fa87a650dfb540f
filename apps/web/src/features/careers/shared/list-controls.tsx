import { useEffect, useRef, useState } from 'react';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { Search } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { PAGE_SIZES } from './use-list-query.ts';

export const SEARCH_DEBOUNCE_MS = 350;

/** A search box that reports its text after the user pauses typing. */
export function SearchInput(props: {
  id: string;
  label: string;
  value: string;
  onSearch: (q: string) => void;
}) {
  const [text, setText] = useState(props.value);
  const { onSearch } = props;
  const last = useRef(props.value);

  // The URL changed under us (back button, a link): show its text.
  useEffect(() => {
    if (props.value !== last.current) {
      last.current = props.value;
      setText(props.value);
    }
  }, [props.value]);

  useEffect(() => {
    if (text.trim() === last.current) return undefined;
    const timer = setTimeout(() => {
      last.current = text.trim();
      onSearch(text.trim());
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  return (
    <InputGroup size="sm" className="careers-search">
      <InputGroup.Text aria-hidden="true">
        <Search size={14} />
      </InputGroup.Text>
      <Form.Control
        id={props.id}
        type="search"
        aria-label={props.label}
        placeholder={props.label}
        value={text}
        maxLength={100}
        onChange={(e) => setText(e.target.value)}
      />
    </InputGroup>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

/** An option for each of a closed set of values, labelled by `label`. */
export function optionsOf<V extends string>(values: readonly V[], label: (value: V) => string) {
  return values.map((value): SelectOption => ({ value, label: label(value) }));
}

/**
 * The options, and one for the current value when they lack it (a link filtered the list by a
 * record the options do not list), labelled `label`.
 */
export function withCurrentOption(
  options: SelectOption[],
  current: string | number | undefined,
  label: string,
): SelectOption[] {
  if (current === undefined || current === '') return options;
  const value = String(current);
  return options.some((o) => o.value === value) ? options : [...options, { value, label }];
}

/** A labelled select whose first option means "any" (`anyLabel`, by default "Any"). */
export function FilterSelect(props: {
  id: string;
  label: string;
  anyLabel?: string;
  value: string;
  options: SelectOption[];
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Form.Group controlId={props.id} className="careers-filter">
      <Form.Label className="small mb-1">{props.label}</Form.Label>
      <Form.Select size="sm" value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        <option value="">{props.anyLabel ?? t('careers.common.any')}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}

export function PageSizeSelect(props: {
  id: string;
  value: number;
  onChange: (n: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Form.Group controlId={props.id} className="d-flex align-items-center gap-2">
      <Form.Label className="small mb-0 text-nowrap">{t('careers.table.perPage')}</Form.Label>
      <Form.Select
        size="sm"
        value={props.value}
        onChange={(e) => props.onChange(Number(e.target.value))}
        className="careers-page-size"
      >
        {PAGE_SIZES.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
