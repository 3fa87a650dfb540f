// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render } from '../../../core/test/render.tsx';
import { stubMatchMedia } from './form-test-kit.ts';
import { SidebarPanel, SidePanel } from './side-panel.tsx';

afterEach(cleanup);
beforeAll(stubMatchMedia);

const panel = (props: { show: boolean; responsive?: boolean; onHide?: () => void }) => (
  <SidePanel
    placement="end"
    titleId="panel-title"
    title="Filters"
    closeLabel="Close"
    onHide={() => {}}
    {...props}
  >
    <p>Body</p>
  </SidePanel>
);

describe('SidePanel', () => {
  it('is a dialog named by its title, closed by its close button', () => {
    const onHide = vi.fn();
    render(panel({ show: true, onHide }));
    expect(screen.getByRole('dialog', { name: 'Filters' })).toHaveTextContent('Body');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onHide).toHaveBeenCalled();
  });

  it('names a responsive panel only while it is open as a dialog', () => {
    const { container, rerender } = render(panel({ show: false, responsive: true }));
    const inline = container.querySelector('.offcanvas-lg');
    expect(inline).not.toHaveAttribute('aria-labelledby');
    expect(inline).toHaveTextContent('Body');
    // Below lg (jsdom's media queries match nothing) the open panel is a dialog.
    rerender(panel({ show: true, responsive: true }));
    expect(screen.getByRole('dialog', { name: 'Filters' })).toHaveAttribute(
      'aria-labelledby',
      'panel-title',
    );
  });

  it("stands as an app's sidebar: its looks' classes, its title's id, the reading start", () => {
    const sidebar = (rtl: boolean) => (
      <SidebarPanel
        name="chat"
        looks={['app', 'chat']}
        rtl={rtl}
        show={false}
        onHide={() => {}}
        title="Chats"
        closeLabel="Close"
      >
        <p>Body</p>
      </SidebarPanel>
    );
    const { container, rerender } = render(sidebar(false));
    const inline = container.querySelector('.offcanvas-lg');
    expect(inline).toHaveClass('app-sidebar', 'chat-sidebar', 'offcanvas-start');
    expect(container.querySelector('.offcanvas-body')).toHaveClass(
      'app-sidebar-body',
      'chat-sidebar-body',
    );
    expect(container.querySelector('#chat-sidebar-title')).toHaveTextContent('Chats');
    rerender(sidebar(true));
    expect(container.querySelector('.offcanvas-lg')).toHaveClass('offcanvas-end');
  });
});
