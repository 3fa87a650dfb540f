import type { ReactNode } from 'react';
import Dropdown, { type DropdownProps } from 'react-bootstrap/Dropdown';

interface MediaDropdownProps {
  /** The dropdown's own class (its place in the navbar's styles). */
  className: string;
  autoClose?: DropdownProps['autoClose'];
  /** The toggle's accessible name, which says the count. */
  label: string;
  icon: ReactNode;
  /** Shown on the toggle when above zero, in `tone`. */
  count: number;
  tone: string;
  countTestId?: string;
  title: string;
  /** The badge beside the menu's title. */
  summary: string;
  children: ReactNode;
}

/** A navbar dropdown of media items: its icon with a count, and the menu under a titled header. */
export function MediaDropdown(props: MediaDropdownProps) {
  return (
    <Dropdown
      as="li"
      className={`nav-item ${props.className}`}
      align="end"
      autoClose={props.autoClose}
    >
      <Dropdown.Toggle
        as="button"
        className="nav-link btn btn-icon position-relative"
        aria-label={props.label}
      >
        {props.icon}
        {props.count > 0 && (
          <span
            className={`badge rounded-pill bg-${props.tone} badge-up`}
            aria-hidden="true"
            data-testid={props.countTestId}
          >
            {props.count}
          </span>
        )}
      </Dropdown.Toggle>
      <Dropdown.Menu className="dropdown-menu-media">
        <div className="dropdown-menu-header d-flex align-items-center justify-content-between">
          <h2 className="h6 mb-0">{props.title}</h2>
          <span className="badge rounded-pill text-bg-primary">{props.summary}</span>
        </div>
        {props.children}
      </Dropdown.Menu>
    </Dropdown>
  );
}
