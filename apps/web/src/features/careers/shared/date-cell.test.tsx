// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DateCell } from './date-cell.tsx';

beforeAll(() => i18n.init({ lng: 'en', resources: {} }));
afterEach(cleanup);

describe('DateCell', () => {
  it('shows the day and keeps the exact time for hover and machines', () => {
    const iso = '2026-11-21T15:27:00.000Z';
    render(<DateCell iso={iso} />);
    const time = screen.getByText('Nov 21, 2026');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe(iso);
    expect(time.getAttribute('title')).toMatch(/^Nov 21, 2026, \d{1,2}:27/);
  });
});
