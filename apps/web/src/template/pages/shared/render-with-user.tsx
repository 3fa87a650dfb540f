import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { render } from '../../../core/test/render.tsx';

/** Renders a component inside the app's providers, with a user-event session to drive it. */
export function renderWithUser(ui: ReactElement) {
  const user = userEvent.setup();
  return { user, ...render(ui) };
}
