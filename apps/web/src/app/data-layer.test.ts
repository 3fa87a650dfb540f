import { MockHttp } from '../core/test/mock-http.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { store as appStore, type AppDispatch } from './store.ts';
import { http } from '../core/http/http.ts';
import { selectList } from '../core/api/list.ts';
import { aVacancy, pageOf } from '../core/api/test-records.ts';
import { settingsApi } from '../core/api/settings.ts';
import { vacanciesApi } from '../core/api/vacancies.ts';

const store = { dispatch: appStore.dispatch as AppDispatch, getState: appStore.getState };
const mock = new MockHttp(http);
beforeEach(() => {
  store.dispatch(vacanciesApi.util.resetApiState());
});
afterEach(() => {
  mock.reset();
  vi.restoreAllMocks();
});

const first = aVacancy({ id: '6f1c1f0e-1c1a-4b8e-9a57-3f0c2b7d9e01', title: 'Analyst' });
const second = aVacancy({ id: '6f1c1f0e-1c1a-4b8e-9a57-3f0c2b7d9e02', title: 'Engineer' });
const { getVacancies, updateVacancy } = vacanciesApi.endpoints;

describe('the data layer in the real store', () => {
  it('joins the plain redux store when it loads, and a query through it resolves', async () => {
    expect(store.getState().api).toBeDefined();
    mock.onGet('/api/v1/vacancies').reply(200, pageOf([first], { total: 12 }));
    const query = store.dispatch(getVacancies.initiate({ page: 1, perPage: 1 }));
    const result = await query;
    expect(result.data?.data[0]?.title).toBe('Analyst');
    query.unsubscribe();
  });

  it('keeps the list state readable: page, total, params and allData across pages', async () => {
    mock.onGet('/api/v1/vacancies').reply((config) => {
      const page = (config.params as { page: number }).page;
      return [200, pageOf([page === 1 ? first : second], { total: 2, page, perPage: 1 })];
    });
    const p1 = { page: 1, perPage: 1, q: 'list' };
    const p2 = { page: 2, perPage: 1, q: 'list' };
    const before = selectList(getVacancies, p1)(store.getState());
    expect(before).toMatchObject({ status: 'idle', total: 1, data: [] });
    const one = store.dispatch(getVacancies.initiate(p1));
    expect(selectList(getVacancies, p1)(store.getState()).status).toBe('loading');
    await one;
    const two = store.dispatch(getVacancies.initiate(p2));
    // While page 2 loads, page 1 stays on screen.
    const loading = selectList(getVacancies, p2)(store.getState());
    expect(loading).toMatchObject({ status: 'loading', data: [first], params: p2 });
    await two;
    const list = selectList(getVacancies, p2)(store.getState());
    expect(list).toMatchObject({ status: 'succeeded', data: [second], total: 2, params: p2 });
    expect(list.allData.map((v) => v.title)).toEqual(
      expect.arrayContaining(['Analyst', 'Engineer']),
    );
    one.unsubscribe();
    two.unsubscribe();
  });

  it('gives the same list state while another query answers (its screen need not render again)', async () => {
    mock.onGet('/api/v1/vacancies').reply(200, pageOf([first], { total: 1 }));
    mock.onGet('/api/v1/settings').reply(200, { timeZone: 'Europe/London' });
    const params = { page: 1, perPage: 10, q: 'same' };
    const select = selectList(getVacancies, params);
    const query = store.dispatch(getVacancies.initiate(params));
    await query;
    const before = select(store.getState());
    const other = store.dispatch(settingsApi.endpoints.getSettings.initiate(undefined));
    await other;
    expect(select(store.getState())).toBe(before);
    query.unsubscribe();
    other.unsubscribe();
  });

  it('refetches a cached list after an edit of one of its records', async () => {
    let answers = 0;
    mock.onGet('/api/v1/vacancies').reply(() => {
      answers += 1;
      return [200, pageOf([{ ...first, title: `Analyst ${answers}` }])];
    });
    mock.onPatch(`/api/v1/vacancies/${first.id}`).reply(200, { ...first, title: 'Renamed' });
    const params = { page: 1, perPage: 5, q: 'edit' };
    const query = store.dispatch(getVacancies.initiate(params));
    await query;
    await store.dispatch(updateVacancy.initiate({ id: first.id, input: { title: 'Renamed' } }));
    await vi.waitFor(() => expect(answers).toBe(2));
    query.unsubscribe();
  });

  it('reports a failed list with its message', async () => {
    mock.onGet('/api/v1/vacancies').reply(500, { message: 'Something went wrong' });
    const params = { page: 1, perPage: 5, q: 'fails' };
    const query = store.dispatch(getVacancies.initiate(params));
    await query;
    expect(selectList(getVacancies, params)(store.getState())).toMatchObject({
      status: 'failed',
      error: 'Something went wrong',
    });
    query.unsubscribe();
  });
});
