import type { ReactNode } from 'react';
import type { Icon } from 'react-feather';
import { NavLink } from 'react-router';

export interface AppNavItem {
  to: string;
  label: string;
  /** A leading icon, or else the colour of a leading dot. */
  icon?: Icon;
  dot?: string;
  /** Active on this exact path only. */
  end?: boolean;
  badge?: ReactNode;
}

interface AppNavListProps {
  items: readonly AppNavItem[];
  /** Following a link also closes the sidebar below lg. */
  onNavigate: () => void;
  labelClassName?: string;
}

/** A list of a sidebar's links: folders, filters, labels or tags. */
export function AppNavList({ items, onNavigate, labelClassName }: AppNavListProps) {
  return (
    <ul className="app-nav list-unstyled mb-0">
      {items.map(({ to, label, icon: Icon, dot, end, badge }) => (
        <li key={to}>
          <NavLink to={to} end={end} className="app-nav-link" onClick={onNavigate}>
            {Icon && <Icon size={18} aria-hidden="true" />}
            {dot && <span className={`label-dot bg-${dot}`} aria-hidden="true" />}
            <span className={labelClassName}>{label}</span>
            {badge}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
