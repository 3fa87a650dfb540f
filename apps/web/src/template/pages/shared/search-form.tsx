import { useId } from 'react';
import { Search } from 'react-feather';

interface SearchFormProps {
  /** The field's (visually hidden) label. */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** Called when the search is submitted (the page does not reload either way). */
  onSubmit?: () => void;
  className?: string;
  /** The search icon after the field instead of before it. */
  iconAfter?: boolean;
}

/** A search landmark: one labelled search field with the search icon in its input group. */
export function SearchForm({
  label,
  placeholder,
  value,
  onChange,
  onSubmit,
  className,
  iconAfter = false,
}: SearchFormProps) {
  const id = useId();
  const icon = (
    <span className="input-group-text">
      <Search size={16} aria-hidden="true" />
    </span>
  );
  return (
    <form
      role="search"
      className={className}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit?.();
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <div className="input-group">
        {!iconAfter && icon}
        <input
          id={id}
          type="search"
          className="form-control"
          placeholder={placeholder}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
        {iconAfter && icon}
      </div>
    </form>
  );
}

interface SearchBannerProps {
  title: string;
  text: string;
  /** The search field's props. */
  search: Omit<SearchFormProps, 'className' | 'iconAfter'>;
  /** When given, the heading's id, and the banner becomes a region named by it. */
  headingId?: string;
}

/** The hero of the help pages: a heading, a line of text and the search field. */
export function SearchBanner({ title, text, search, headingId }: SearchBannerProps) {
  return (
    <section className="search-banner card bg-light-primary mb-4" aria-labelledby={headingId}>
      <div className="card-body text-center py-5 px-3">
        <h2 id={headingId} className="h3 text-primary">
          {title}
        </h2>
        <p className="text-body mb-4">{text}</p>
        <SearchForm className="search-banner-form mx-auto" {...search} />
      </div>
    </section>
  );
}
