import type { ButtonHTMLAttributes } from 'react';
import { Menu, type Icon } from 'react-feather';

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
