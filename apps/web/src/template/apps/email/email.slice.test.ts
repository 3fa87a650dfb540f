import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Email, EmailsResponse } from '../../../fake-api/types.ts';
import { makeTestStore } from '../../../core/test/render.tsx';
import { answer, http, sent } from '../shared/api-test-kit.ts';
import { emailApi } from './email.api.ts';
import * as slice from './email.slice.ts';

vi.mock('../../../core/http/http.ts', () => import('../shared/api-test-kit.ts'));

const { emailSlice, initialEmailState, injectedEmail } = slice;
const mail = (id: number, extra: Partial<Email> = {}): Email => ({
  id,
  from: { name: `Sender ${id}`, email: `s${id}@example.com`, avatar: '' },
  to: [],
  cc: [],
  bcc: [],
  subject: `Subject ${id}`,
  message: '',
  attachments: [],
  time: '2026-01-01T00:00:00Z',
  isStarred: false,
  isRead: true,
  isDeleted: false,
  labels: [],
  replies: [],
  folder: 'inbox',
  ...extra,
});

const listed = (ids: number[]): EmailsResponse => ({
  emails: ids.map((id) => mail(id)),
  emailsMeta: { inbox: 1, spam: 0, draft: 0 },
});

const reduce = emailSlice.reducer;
const withMails = initialEmailState;

describe('email selection', () => {
  it('toggles one mail in and out of the selection', () => {
    let state = reduce(withMails, slice.toggleMailSelected(2));
    state = reduce(state, slice.toggleMailSelected(3));
    expect(state.selectedIds).toEqual([2, 3]);
    state = reduce(state, slice.toggleMailSelected(2));
    expect(state.selectedIds).toEqual([3]);
  });

  it('selects all mails of the list, and none', () => {
    const all = reduce(withMails, slice.selectAllMails([1, 2, 3]));
    expect(all.selectedIds).toEqual([1, 2, 3]);
    expect(reduce(all, slice.selectAllMails([])).selectedIds).toEqual([]);
  });

  it('resets the selection', () => {
    const state = reduce({ ...withMails, selectedIds: [1, 3] }, slice.resetSelection());
    expect(state.selectedIds).toEqual([]);
  });
});

describe('email endpoints and selection', () => {
  let store = makeTestStore();
  const state = () => injectedEmail.selectSlice(store.getState());
  const { getMails, getMail, getNeighbourMail, updateMails, updateMailLabel } = emailApi.endpoints;
  /** Shows a view: the store's params and the list query, as the page does. */
  const show = async (params: Parameters<typeof slice.viewChanged>[0]) => {
    store.dispatch(slice.viewChanged(params));
    const query = store.dispatch(getMails.initiate(params));
    await query;
    return query;
  };

  beforeEach(() => {
    vi.clearAllMocks();
    store = makeTestStore();
  });

  it('lists a folder with the search and keeps only still-listed mails selected', async () => {
    http.request.mockReturnValueOnce(answer(listed([1, 2, 3])));
    await show({ q: '', folder: 'inbox' });
    store.dispatch(slice.selectAllMails([1, 2, 3]));
    http.request.mockReturnValueOnce(answer(listed([1, 3])));
    const list = await show({ q: 'fair', folder: 'inbox' });
    expect(http.request).toHaveBeenLastCalledWith(
      sent('/apps/email/emails', { params: { folder: 'inbox', q: 'fair' } }),
    );
    expect(state().selectedIds).toEqual([1, 3]);
    expect((await list).data?.emailsMeta.inbox).toBe(1);
  });

  it('clears the selection when the folder or label changes', async () => {
    http.request.mockImplementation(() => answer(listed([1, 2])));
    await show({ q: '', folder: 'inbox' });
    store.dispatch(slice.toggleMailSelected(1));
    await show({ q: '', folder: 'inbox', label: 'company' });
    expect(http.request).toHaveBeenLastCalledWith(
      sent('/apps/email/emails', { params: { folder: 'inbox', label: 'company' } }),
    );
    expect(state().selectedIds).toEqual([]);
  });

  it('updates the chosen mails, then refetches the list with the same view', async () => {
    http.request.mockImplementation(() => answer(listed([1, 2])));
    await show({ q: 'x', folder: 'spam' });
    await store.dispatch(
      updateMails.initiate({ emailIds: [1, 2], dataToUpdate: { isStarred: true } }),
    );
    expect(http.request).toHaveBeenCalledWith(
      sent('/apps/email/update-emails', {
        method: 'POST',
        data: { emailIds: [1, 2], dataToUpdate: { isStarred: true } },
      }),
    );
    await vi.waitFor(() => expect(http.request).toHaveBeenCalledTimes(3));
    expect(http.request).toHaveBeenLastCalledWith(
      sent('/apps/email/emails', { params: { folder: 'spam', q: 'x' } }),
    );
  });

  it('toggles a label on the selection and refetches', async () => {
    http.request.mockImplementation(() => answer(listed([1])));
    await show({ q: '', folder: 'inbox' });
    await store.dispatch(updateMailLabel.initiate({ emailIds: [1], label: 'private' }));
    expect(http.request).toHaveBeenCalledWith(
      sent('/apps/email/update-emails-label', {
        method: 'POST',
        data: { emailIds: [1], label: 'private' },
      }),
    );
    await vi.waitFor(() => expect(http.request).toHaveBeenCalledTimes(3));
    expect(http.request).toHaveBeenLastCalledWith(sent('/apps/email/emails'));
  });

  it('opens a mail by id, refetched after a change to it', async () => {
    http.request.mockImplementation((config: { url: string }) =>
      answer(
        config.url === '/apps/email/get-email'
          ? { ...mail(7), hasPreviousMail: false, hasNextMail: true }
          : {},
      ),
    );
    store.dispatch(slice.openMail(7));
    expect(state().currentMailId).toBe(7);
    const open = store.dispatch(getMail.initiate(7));
    expect((await open).data).toMatchObject({ id: 7, hasNextMail: true });
    expect(http.request).toHaveBeenCalledWith(sent('/apps/email/get-email', { params: { id: 7 } }));
    await store.dispatch(updateMails.initiate({ emailIds: [7], dataToUpdate: { isRead: false } }));
    await vi.waitFor(() =>
      expect(http.request).toHaveBeenLastCalledWith(sent('/apps/email/get-email')),
    );
    open.unsubscribe();
  });

  it('finds the neighbour mail and closes the open one', async () => {
    const next = { ...mail(8), hasPreviousMail: true, hasNextMail: false };
    http.request.mockReturnValue(answer(next));
    const found = await store.dispatch(getNeighbourMail.initiate({ dir: 'next', emailId: 7 }));
    expect(http.request).toHaveBeenCalledWith(
      sent('/apps/email/paginate-email', { params: { dir: 'next', emailId: 7 } }),
    );
    expect(found.data).toMatchObject({ id: 8, hasNextMail: false });
    store.dispatch(slice.openMail(8));
    store.dispatch(slice.closeMail());
    expect(state().currentMailId).toBeNull();
  });
});
