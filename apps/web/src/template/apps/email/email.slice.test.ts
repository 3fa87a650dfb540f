import { configureStore } from '@reduxjs/toolkit';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Email, EmailsResponse } from '../../../fake-api/types.ts';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), delete: vi.fn() }));
vi.mock('../../../core/http/http.ts', () => ({ http }));

const { rootReducer } = await import('../../../core/store/root-reducer.ts');
const slice = await import('./email.slice.ts');
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
const withMails = { ...initialEmailState, mails: [mail(1), mail(2), mail(3)] };

describe('email selection', () => {
  it('toggles one mail in and out of the selection', () => {
    let state = reduce(withMails, slice.toggleMailSelected(2));
    state = reduce(state, slice.toggleMailSelected(3));
    expect(state.selectedIds).toEqual([2, 3]);
    state = reduce(state, slice.toggleMailSelected(2));
    expect(state.selectedIds).toEqual([3]);
  });

  it('selects all mails of the list, and none', () => {
    const all = reduce(withMails, slice.selectAllMails(true));
    expect(all.selectedIds).toEqual([1, 2, 3]);
    expect(reduce(all, slice.selectAllMails(false)).selectedIds).toEqual([]);
  });

  it('resets the selection', () => {
    const state = reduce({ ...withMails, selectedIds: [1, 3] }, slice.resetSelection());
    expect(state.selectedIds).toEqual([]);
  });
});

describe('email thunks', () => {
  let store: ReturnType<typeof makeStore>;
  function makeStore() {
    return configureStore({ reducer: rootReducer });
  }
  const state = () => injectedEmail.selectSlice(store.getState());

  beforeEach(() => {
    vi.clearAllMocks();
    store = makeStore();
  });

  it('lists a folder with the search and keeps only still-listed mails selected', async () => {
    http.get.mockResolvedValueOnce({ data: listed([1, 2, 3]) });
    await store.dispatch(slice.fetchMails({ q: '', folder: 'inbox' }));
    store.dispatch(slice.selectAllMails(true));
    http.get.mockResolvedValueOnce({ data: listed([1, 3]) });
    await store.dispatch(slice.fetchMails({ q: 'fair', folder: 'inbox' }));
    expect(http.get).toHaveBeenLastCalledWith('/apps/email/emails', {
      params: { folder: 'inbox', q: 'fair' },
    });
    expect(state().selectedIds).toEqual([1, 3]);
    expect(state().meta.inbox).toBe(1);
  });

  it('clears the selection when the folder or label changes', async () => {
    http.get.mockResolvedValue({ data: listed([1, 2]) });
    await store.dispatch(slice.fetchMails({ q: '', folder: 'inbox' }));
    store.dispatch(slice.toggleMailSelected(1));
    await store.dispatch(slice.fetchMails({ q: '', folder: 'inbox', label: 'company' }));
    expect(http.get).toHaveBeenLastCalledWith('/apps/email/emails', {
      params: { folder: 'inbox', label: 'company' },
    });
    expect(state().selectedIds).toEqual([]);
  });

  it('updates the chosen mails, then refreshes the list with the same view', async () => {
    http.get.mockResolvedValue({ data: listed([1, 2]) });
    await store.dispatch(slice.fetchMails({ q: 'x', folder: 'spam' }));
    http.post.mockResolvedValue({ data: {} });
    await store.dispatch(
      slice.updateMails({ emailIds: [1, 2], dataToUpdate: { isStarred: true } }),
    );
    expect(http.post).toHaveBeenCalledWith('/apps/email/update-emails', {
      emailIds: [1, 2],
      dataToUpdate: { isStarred: true },
    });
    expect(http.get).toHaveBeenCalledTimes(2);
    expect(http.get).toHaveBeenLastCalledWith('/apps/email/emails', {
      params: { folder: 'spam', q: 'x' },
    });
  });

  it('toggles a label on the selection and refreshes', async () => {
    http.get.mockResolvedValue({ data: listed([1]) });
    http.post.mockResolvedValue({ data: {} });
    await store.dispatch(slice.updateMailLabel({ emailIds: [1], label: 'private' }));
    expect(http.post).toHaveBeenCalledWith('/apps/email/update-emails-label', {
      emailIds: [1],
      label: 'private',
    });
    expect(http.get).toHaveBeenCalledWith('/apps/email/emails', expect.anything());
  });

  it('opening an unread mail marks it read; a read one is left alone', async () => {
    let isRead = false;
    http.get.mockImplementation((url: string) =>
      Promise.resolve({
        data:
          url === '/apps/email/get-email'
            ? { ...mail(7, { isRead }), hasPreviousMail: false, hasNextMail: true }
            : listed([7]),
      }),
    );
    http.post.mockResolvedValue({ data: {} });
    await store.dispatch(slice.openMail(7));
    expect(http.post).toHaveBeenCalledWith('/apps/email/update-emails', {
      emailIds: [7],
      dataToUpdate: { isRead: true },
    });
    expect(state().currentMail?.id).toBe(7);

    http.post.mockClear();
    isRead = true;
    await store.dispatch(slice.openMail(7));
    expect(http.post).not.toHaveBeenCalled();
  });

  it('pages to the neighbour mail and closes it', async () => {
    const next = { ...mail(8), hasPreviousMail: true, hasNextMail: false };
    http.get.mockResolvedValue({ data: next });
    await store.dispatch(slice.paginateMail({ dir: 'next', emailId: 7 }));
    expect(http.get).toHaveBeenCalledWith('/apps/email/paginate-email', {
      params: { dir: 'next', emailId: 7 },
    });
    expect(state().currentMail).toMatchObject({ id: 8, hasNextMail: false });
    store.dispatch(slice.closeMail());
    expect(state().currentMail).toBeNull();
  });
});
