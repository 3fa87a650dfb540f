import Button from 'react-bootstrap/Button';
import type { OverlayChildren } from 'react-bootstrap/Overlay';
import OverlayTrigger, { type OverlayTriggerType } from 'react-bootstrap/OverlayTrigger';
import type { Placement } from 'react-bootstrap/types';
import { useDirection } from '../../../core/theme/use-direction.ts';
import { PLACEMENTS, physicalSide, type DemoPlacement } from './samples.ts';
import { useUc } from './use-uc.ts';

export interface OverlayButton {
  key: string;
  label: string;
  variant: string;
  /** The tooltip or popover the button shows. */
  overlay: OverlayChildren;
  placement?: Placement;
  /** What shows the overlay; hover and focus when absent. */
  trigger?: OverlayTriggerType[];
  /** Hide the overlay on a click elsewhere or Escape. */
  rootClose?: boolean;
}

/** A row of buttons, each showing its own tooltip or popover. */
export function OverlayButtons({ buttons }: { buttons: OverlayButton[] }) {
  return (
    <div className="uc-demo-row">
      {buttons.map(({ key, label, variant, placement = 'top', ...trigger }) => (
        <OverlayTrigger key={key} placement={placement} {...trigger}>
          <Button variant={variant}>{label}</Button>
        </OverlayTrigger>
      ))}
    </div>
  );
}

/** One button a side, each showing `overlay(side)` on that side; `click` shows it on a click. */
export function PlacementButtons({
  overlay,
  click = false,
}: {
  overlay: (placement: DemoPlacement) => OverlayChildren;
  click?: boolean;
}) {
  const { t } = useUc();
  const rtl = useDirection() === 'rtl';
  return (
    <OverlayButtons
      buttons={PLACEMENTS.map((p) => ({
        key: p,
        label: t(`common.placements.${p}`),
        variant: 'outline-primary',
        placement: physicalSide(p, rtl),
        overlay: overlay(p),
        ...(click && { trigger: ['click'], rootClose: true }),
      }))}
    />
  );
}
