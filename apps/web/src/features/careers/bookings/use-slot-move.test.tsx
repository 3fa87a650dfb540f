// @vitest-environment jsdom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { MockHttp } from '../../../core/test/mock-http.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aSlot } from '../../../core/api/test-records.ts';
import { http } from '../../../core/http/http.ts';
import { providers } from '../../../core/test/render.tsx';
import { notify } from '../../../core/ui/toasts.tsx';
import { useSlotMove } from './use-slot-move.ts';

vi.mock('../../../core/ui/toasts.tsx', () => ({ notify: vi.fn(async () => {}) }));

const mock = new MockHttp(http);
afterEach(() => {
  cleanup();
  mock.reset();
  vi.mocked(notify).mockClear();
});

const id = '5b3c1f0e-1c1a-4b8e-9a57-3f0c2b7d9e06';
const drop = (start: string, end: string) => ({
  event: { id, start: new Date(start), end: new Date(end) },
  revert: vi.fn(),
});

describe('moving a slot on the calendar', () => {
  it('sends the new start and length, and keeps the slot where it was dropped', async () => {
    mock.onPost(`/api/v1/slots/${id}/move`).reply(200, aSlot({ id }));
    const { Providers } = providers();
    const { result } = renderHook(() => useSlotMove(), { wrapper: Providers });
    const arg = drop('2026-12-03T14:00:00.000Z', '2026-12-03T14:45:00.000Z');
    await result.current(arg);
    expect(JSON.parse(mock.history.post[0]!.data as string)).toEqual({
      startsAt: '2026-12-03T14:00:00.000Z',
      durationMinutes: 45,
    });
    expect(arg.revert).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledWith(
      'success',
      'Slot moved: attendees get the updated invitation',
    );
  });

  it('puts the slot back and shows the server’s words when the move is refused', async () => {
    mock
      .onPost(`/api/v1/slots/${id}/move`)
      .reply(409, { message: 'The start must be in the future', field: 'startsAt' });
    const { Providers } = providers();
    const { result } = renderHook(() => useSlotMove(), { wrapper: Providers });
    const arg = drop('2020-01-01T10:00:00.000Z', '2020-01-01T10:30:00.000Z');
    await result.current(arg);
    await waitFor(() => expect(arg.revert).toHaveBeenCalledTimes(1));
    expect(notify).toHaveBeenCalledWith('error', 'The start must be in the future');
  });
});
