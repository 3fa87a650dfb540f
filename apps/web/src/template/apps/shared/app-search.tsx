import type { ReactNode } from 'react';
import { Search } from 'react-feather';
import { SidebarToggle } from './icon-button.tsx';

interface SearchInputProps {
  /** The field's name, also its placeholder. */
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** The search field of an app's list, with its icon. */
export function SearchInput({ label, value, onChange }: SearchInputProps) {
  return (
    <div className="app-search-input">
      <Search size={16} aria-hidden="true" />
      <input
        type="search"
        className="form-control"
        placeholder={label}
        aria-label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

interface AppSearchBarProps extends SearchInputProps {
  /** The name of the button that opens the sidebar below lg. */
  sidebarLabel: string;
  onSidebar: () => void;
  headingId: string;
  heading: string;
  /** More controls after the search, such as a sort. */
  children?: ReactNode;
}

/** The bar above an app's list: sidebar toggle, the list's heading and its search. */
export function AppSearchBar({
  sidebarLabel,
  onSidebar,
  headingId,
  heading,
  children,
  ...search
}: AppSearchBarProps) {
  return (
    <div className="app-search">
      <SidebarToggle label={sidebarLabel} onClick={onSidebar} />
      <h2 id={headingId} className="h6 mb-0 text-nowrap">
        {heading}
      </h2>
      <SearchInput {...search} />
      {children}
    </div>
  );
}
