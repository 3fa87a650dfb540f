import type { ReactNode } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';

interface SidePanelProps {
  show: boolean;
  onHide: () => void;
  placement: 'start' | 'end';
  /** The id of the title, which names the panel. */
  titleId: string;
  title: ReactNode;
  closeLabel: string;
  className?: string;
  bodyClassName?: string;
  /** From lg up the panel stands inline as a column of the page instead of sliding in. */
  responsive?: boolean;
  children: ReactNode;
}

/** An off-canvas panel with its titled header and close button. */
export function SidePanel({
  show,
  onHide,
  placement,
  titleId,
  title,
  closeLabel,
  className,
  bodyClassName,
  responsive = false,
  children,
}: SidePanelProps) {
  return (
    <Offcanvas
      show={show}
      onHide={onHide}
      responsive={responsive ? 'lg' : undefined}
      placement={placement}
      className={className}
      // A responsive panel is named only while it is a dialog; inline it is a plain region.
      aria-labelledby={responsive && !show ? undefined : titleId}
    >
      <Offcanvas.Header closeButton closeLabel={closeLabel}>
        <Offcanvas.Title id={titleId} as="h2" className="h5">
          {title}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body className={bodyClassName}>{children}</Offcanvas.Body>
    </Offcanvas>
  );
}

interface SidebarPanelProps extends Omit<
  SidePanelProps,
  'placement' | 'responsive' | 'titleId' | 'className' | 'bodyClassName'
> {
  /** The app: its title's id is `<name>-sidebar-title`. */
  name: string;
  /** The looks it takes: `<look>-sidebar` on the panel, `<look>-sidebar-body` on its body. */
  looks: readonly string[];
  rtl: boolean;
}

/** An app's sidebar: a column of the page from lg up, sliding in from the reading start below. */
export function SidebarPanel({ name, looks, rtl, ...panel }: SidebarPanelProps) {
  return (
    <SidePanel
      {...panel}
      responsive
      placement={rtl ? 'end' : 'start'}
      className={looks.map((look) => `${look}-sidebar`).join(' ')}
      bodyClassName={looks.map((look) => `${look}-sidebar-body`).join(' ')}
      titleId={`${name}-sidebar-title`}
    />
  );
}
