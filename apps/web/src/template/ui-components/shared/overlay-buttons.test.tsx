// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import Popover from 'react-bootstrap/Popover';
import Tooltip from 'react-bootstrap/Tooltip';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '../../../core/test/render.tsx';
import { OverlayButtons, PlacementButtons } from './overlay-buttons.tsx';
import { physicalSide } from './samples.ts';

afterEach(cleanup);

describe('OverlayButtons', () => {
  it('shows each button its own overlay on focus by default', async () => {
    render(
      <OverlayButtons
        buttons={[
          { key: 'a', label: 'First', variant: 'primary', overlay: <Tooltip id="a">One</Tooltip> },
          { key: 'b', label: 'Second', variant: 'primary', overlay: <Tooltip id="b">Two</Tooltip> },
        ]}
      />,
    );
    fireEvent.focus(screen.getByRole('button', { name: 'Second' }));
    expect((await screen.findByRole('tooltip')).textContent).toBe('Two');
  });
});

describe('PlacementButtons', () => {
  it('offers one button a side and, with click, opens its overlay on a click', async () => {
    render(
      <PlacementButtons
        click
        overlay={(p) => (
          <Popover id={`p-${p}`}>
            <Popover.Body>{`${p} side`}</Popover.Body>
          </Popover>
        )}
      />,
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Top',
      'End',
      'Bottom',
      'Start',
    ]);
    fireEvent.focus(screen.getByRole('button', { name: 'End' }));
    expect(screen.queryByText('end side')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'End' }));
    expect(await screen.findByText('end side')).toBeTruthy();
  });

  it('names the sides physically, mirrored in right-to-left', () => {
    expect([physicalSide('end', false), physicalSide('start', false)]).toEqual(['right', 'left']);
    expect([physicalSide('end', true), physicalSide('start', true)]).toEqual(['left', 'right']);
    expect(physicalSide('top', true)).toBe('top');
  });
});
