import { useEffect, useState, type ReactNode } from 'react';
import { useDebounced } from '../../../core/hooks/use-debounced.ts';

interface ToolbarFieldProps {
  id: string;
  label: string;
  /** The wrapper's classes, such as `list-toolbar-field`. */
  className?: string;
}

interface ToolbarSearchProps extends ToolbarFieldProps {
  value: string;
  onChange: (value: string) => void;
}

function ToolbarField({
  id,
  label,
  className,
  children,
}: ToolbarFieldProps & { children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label small">
        {label}
      </label>
      {children}
    </div>
  );
}

/** A small labelled search box above a list. */
export function ToolbarSearch({ id, label, className, value, onChange }: ToolbarSearchProps) {
  return (
    <ToolbarField id={id} label={label} className={className}>
      <input
        id={id}
        type="search"
        className="form-control form-control-sm"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </ToolbarField>
  );
}

interface ToolbarSelectProps extends ToolbarFieldProps {
  value: string | number;
  options: readonly { value: string | number; label: string }[];
  onChange: (value: string) => void;
}

/** A small labelled select above a list: a filter, the sort or the page size. */
export function ToolbarSelect({
  id,
  label,
  className,
  value,
  options,
  onChange,
}: ToolbarSelectProps) {
  return (
    <ToolbarField id={id} label={label} className={className}>
      <select
        id={id}
        className="form-select form-select-sm"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </ToolbarField>
  );
}

/** The page sizes a list offers. */
export const PAGE_SIZES = [10, 25, 50].map((n) => ({ value: n, label: String(n) }));

/** How many rows a page of the list shows. */
export function PageSizeSelect({
  onChange,
  ...field
}: ToolbarFieldProps & { value: number; onChange: (perPage: number) => void }) {
  return <ToolbarSelect {...field} options={PAGE_SIZES} onChange={(n) => onChange(Number(n))} />;
}

interface ToolbarFilterProps<V extends string> extends ToolbarFieldProps {
  value: V | '';
  /** The choice of no filter, first in the list. */
  allLabel: string;
  values: readonly V[];
  labelOf: (value: V) => string;
  onChange: (value: V | '') => void;
}

/** A filter in a list's toolbar: every value by its label, after the choice of them all. */
export function ToolbarFilter<V extends string>({
  allLabel,
  values,
  labelOf,
  onChange,
  className = 'list-toolbar-field',
  ...field
}: ToolbarFilterProps<V>) {
  return (
    <ToolbarSelect
      {...field}
      className={className}
      options={[
        { value: '', label: allLabel },
        ...values.map((v) => ({ value: v, label: labelOf(v) })),
      ]}
      onChange={(value) => onChange(value as V | '')}
    />
  );
}

/**
 * The text of a list's search box, starting from the stored search: once it has settled (300 ms)
 * and differs from the stored one, `onSettle` stores it.
 */
export function useSearchText(stored: string, onSettle: (q: string) => void) {
  const [text, setText] = useState(stored);
  const settled = useDebounced(text, 300);
  useEffect(() => {
    if (settled !== stored) onSettle(settled);
    // Only a newly settled text is sent; a stored search that changes meanwhile does not resend it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  return [text, setText] as const;
}

/** A list's stored params and how a change of them loads (it merges into them, so a filter stays). */
export interface ListBinding {
  params: { q: string; perPage: number };
  load: (change: { q?: string; perPage?: number; page: number }) => void;
}

/** A list's search box bound to its stored search: a settled text loads the first page. */
export function ListSearch({
  params,
  load,
  className = 'list-toolbar-field',
  ...field
}: ToolbarFieldProps & ListBinding) {
  const [text, setText] = useSearchText(params.q, (q) => load({ q, page: 1 }));
  return <ToolbarSearch {...field} className={className} value={text} onChange={setText} />;
}

/** A list's page size: a new one loads the first page. */
export function ListPageSize({ params, load, ...field }: ToolbarFieldProps & ListBinding) {
  return (
    <PageSizeSelect
      {...field}
      value={params.perPage}
      onChange={(perPage) => load({ perPage, page: 1 })}
    />
  );
}
