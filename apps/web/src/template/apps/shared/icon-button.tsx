import type { ButtonHTMLAttributes } from 'react';
import { Menu, type Icon } from 'react-feather';
import { Link } from 'react-router';

interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'title' | 'children'
> {
  icon: Icon;
  /** The button's name, also shown as its tooltip. */
  label: string;
  iconSize?: number;
}

/** A borderless icon button of the apps' toolbars. */
export function IconButton({
  icon: Icon,
  label,
  iconSize = 18,
  className,
  ...button
}: IconButtonProps) {
  return (
    <button
      type="button"
      className={`btn btn-icon btn-text-secondary${className ? ` ${className}` : ''}`}
      aria-label={label}
      title={label}
      {...button}
    >
      <Icon size={iconSize} aria-hidden="true" />
    </button>
  );
}

interface SidebarToggleProps {
  label: string;
  onClick: () => void;
  className?: string;
}

/** Opens an app's sidebar below lg, where it is an off-canvas panel. */
export function SidebarToggle({ label, onClick, className }: SidebarToggleProps) {
  return (
    <button
      type="button"
      className={`btn btn-icon btn-text-secondary d-lg-none${className ? ` ${className}` : ''}`}
      onClick={onClick}
      aria-label={label}
    >
      <Menu size={20} aria-hidden="true" />
    </button>
  );
}

interface RowActionProps {
  icon: Icon;
  /** The action's name, saying which row (`Rename Alice`). */
  label: string;
  /** The tooltip, where it is shorter than the name. */
  tooltip?: string;
  /** A link to this path, or else a button that calls `onClick`. */
  to?: string;
  onClick?: () => void;
}

/** A small icon link or button of a list row's actions (view, rename, delete). */
export function RowAction({ icon: Icon, label, tooltip = label, to, onClick }: RowActionProps) {
  const look = { className: 'btn btn-sm btn-icon btn-flat-secondary', 'aria-label': label };
  const icon = <Icon size={16} aria-hidden="true" />;
  return to ? (
    <Link to={to} {...look} title={tooltip}>
      {icon}
    </Link>
  ) : (
    <button type="button" {...look} title={tooltip} onClick={onClick}>
      {icon}
    </button>
  );
}
