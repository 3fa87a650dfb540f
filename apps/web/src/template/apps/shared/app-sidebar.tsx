import type { ReactNode } from 'react';
import { Plus } from 'react-feather';
import { SidebarPanel } from './side-panel.tsx';

interface AppSidebarProps {
  /** Names the title's id: `<name>-sidebar-title`. */
  name: string;
  title: string;
  closeLabel: string;
  show: boolean;
  rtl: boolean;
  onHide: () => void;
  /** The main action above the links: compose, add a task. */
  actionLabel: string;
  onAction: () => void;
  navLabel: string;
  /** The nav's lists and headings. */
  children: ReactNode;
}

/** An app's sidebar: its main action and its links; an off-canvas panel below lg. */
export function AppSidebar({
  name,
  title,
  closeLabel,
  show,
  rtl,
  onHide,
  actionLabel,
  onAction,
  navLabel,
  children,
}: AppSidebarProps) {
  return (
    <SidebarPanel looks={['app']} {...{ name, title, closeLabel, show, rtl, onHide }}>
      <div className="p-3">
        <button type="button" className="btn btn-primary w-100" onClick={onAction}>
          <Plus size={16} aria-hidden="true" className="me-1" />
          {actionLabel}
        </button>
      </div>
      <nav aria-label={navLabel}>{children}</nav>
    </SidebarPanel>
  );
}
