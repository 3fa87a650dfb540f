import { describe, expect, it, vi } from 'vitest';
import type { RouteDeclaration } from '../core/routing/route-declaration.ts';
import { makeSignedInStore, makeTestStore } from '../core/test/render.tsx';
import { codeThenAnswer, firstScreenPlan, frameWaitsForRequests } from './router.tsx';
import { routeAt } from './routes.tsx';

const staff: RouteDeclaration = {
  path: '/careers/vacancies',
  meta: { title: 'menu.vacancies', subject: 'Admin' },
};
const signIn: RouteDeclaration = { path: '/login', meta: { title: 't', authRoute: true } };
const misc: RouteDeclaration = {
  path: '/misc/x',
  meta: { title: 't', publicRoute: true, layout: 'blank' },
};

function stateOf(role?: 'admin' | 'candidate') {
  return (role ? makeSignedInStore(role) : makeTestStore()).getState();
}

describe('firstScreenPlan', () => {
  it('starts sign-in for a visitor on a protected screen, and nothing of the frame', () => {
    expect(firstScreenPlan(stateOf(), staff, '/careers/vacancies?page=2')).toEqual({
      screen: '/login',
    });
  });

  it('starts an open screen for a visitor as asked', () => {
    expect(firstScreenPlan(stateOf(), misc, '/misc/x')).toEqual({ screen: '/misc/x' });
  });

  it('starts the frame and the screen, query included, for staff', () => {
    expect(firstScreenPlan(stateOf('admin'), staff, '/careers/vacancies?page=2')).toEqual({
      frame: 'vertical',
      screen: '/careers/vacancies?page=2',
    });
  });

  it('starts no data of a staff screen for a candidate, who is shown not-authorized', () => {
    expect(firstScreenPlan(stateOf('candidate'), staff, '/careers/vacancies')).toEqual({
      frame: 'vertical',
      screen: undefined,
    });
  });

  it('starts no frame for a screen of its own layout (sign-in) or a blank one', () => {
    expect(firstScreenPlan(stateOf('admin'), signIn, '/login').frame).toBeUndefined();
    expect(firstScreenPlan(stateOf('admin'), misc, '/misc/x').frame).toBe('blank');
  });
});

describe('codeThenAnswer', () => {
  const settled = (promise: Promise<unknown>) => {
    const state = { done: false };
    void promise.then(() => (state.done = true));
    return state;
  };

  it('waits for the code, then for the data’s answer', async () => {
    vi.useFakeTimers();
    let loaded!: () => void;
    let answer!: () => void;
    const code = new Promise<void>((resolve) => (loaded = resolve));
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const first = settled(codeThenAnswer(code, () => answered, 400));
    answer();
    await vi.advanceTimersByTimeAsync(1000);
    expect(first.done).toBe(false);
    loaded();
    await vi.advanceTimersByTimeAsync(0);
    expect(first.done).toBe(true);
    vi.useRealTimers();
  });

  it('does not wait for a slow answer longer than it is told, counted from the code', async () => {
    vi.useFakeTimers();
    const never = new Promise<void>(() => undefined);
    const first = settled(codeThenAnswer(Promise.resolve(), () => never, 400));
    await vi.advanceTimersByTimeAsync(399);
    expect(first.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(first.done).toBe(true);
    vi.useRealTimers();
  });
});

describe('the frame’s code on a first screen', () => {
  it('waits for the screen’s own requests to leave, unless the head sent them', () => {
    expect(frameWaitsForRequests(routeAt('/careers/applications'), false)).toBe(true);
    expect(frameWaitsForRequests(routeAt('/careers/applications'), true)).toBe(false);
  });

  it('does not wait for a screen on sample data, whose answers need that code, nor a form', () => {
    expect(routeAt('/apps/user/list').preload).toBeTypeOf('function');
    expect(frameWaitsForRequests(routeAt('/apps/user/list'), false)).toBe(false);
    expect(frameWaitsForRequests(routeAt('/careers/vacancies/new'), false)).toBe(false);
  });
});
