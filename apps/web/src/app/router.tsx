import { createElement, Suspense, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import type { Store } from 'redux';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { RouteTableContext } from '../core/layout/route-meta.ts';
import type { LazyScreen } from '../core/routing/lazy-page.ts';
import {
  preloaderFor,
  RoutePreloadContext,
  usePreloadRoute,
  type MatchPath,
} from '../core/routing/preload.ts';
import type { RouteDeclaration, RouteDispatch } from '../core/routing/route-declaration.ts';
import { selectIsLoggedIn, selectUser } from '../core/auth/auth.slice.ts';
import { LOGIN_PATH, rulesAllow, rulesOf } from '../core/auth/access.ts';
import { loadHttp, loadSampleApi } from '../core/http/api-error.ts';
import { hasFirstAnswers } from '../core/http/first-answers.ts';
import type { RootState } from '../core/store/root-reducer.ts';
import { selectLayout } from '../core/theme/layout.slice.ts';
import { ContentLoader } from '../core/ui/content-loader.tsx';
import { FrameShell, preloadFrame } from './frame-shell.tsx';
import { matchAt, metaAt, routeAt } from './routes.tsx';

const hooks = { sampleApi: loadSampleApi };

/** Gives the app's preloader (route table + store) to the menu and the routes below. */
export function PreloadProvider({ match, children }: { match: MatchPath; children: ReactNode }) {
  const dispatch = useDispatch<RouteDispatch>();
  const preload = useMemo(() => preloaderFor(match, dispatch, hooks), [match, dispatch]);
  return <RoutePreloadContext.Provider value={preload}>{children}</RoutePreloadContext.Provider>;
}

/**
 * A route's screen. Its preload starts as soon as navigation lands here (the screen's own chunk
 * may still be loading: the Suspense below lets this commit at once), and again on each new path.
 */
export function RouteScreen({ screen }: { screen: LazyScreen | undefined }) {
  const { pathname, search } = useLocation();
  const preload = usePreloadRoute();
  useLayoutEffect(() => {
    void preload(`${pathname}${search}`);
  }, [preload, pathname, search]);
  if (!screen) return null;
  return <Suspense fallback={<ContentLoader />}>{createElement(screen)}</Suspense>;
}

/** What the first screen needs started: its frame's layout, and the location whose screen opens. */
export interface FirstScreenPlan {
  /** The layout of the signed-in frame to start, if the screen sits in it. */
  frame?: string;
  /** The location whose chunk and data to start: the one asked for, or sign-in. */
  screen?: string;
}

/**
 * What the first screen of a visit needs, decided as the guards will: a visitor on a protected
 * screen is sent to sign in, and a screen the user may not open (they see
 * /misc/not-authorized) loads nothing of its own.
 */
export function firstScreenPlan(
  state: RootState,
  route: RouteDeclaration,
  location: string,
): FirstScreenPlan {
  const loggedIn = selectIsLoggedIn(state);
  const { publicRoute, authRoute, action = 'read', subject = 'Auth' } = route.meta;
  const open = publicRoute || authRoute;
  if (!loggedIn) return { screen: open ? location : LOGIN_PATH };
  const frame = authRoute ? undefined : (route.meta.layout ?? selectLayout(state).layout);
  const allowed = open || rulesAllow(rulesOf(selectUser(state)), action, subject);
  return { frame, screen: allowed ? location : undefined };
}

/**
 * Whether the frame's code waits (300 ms at most) for the first screen's requests to leave: they
 * go first, before the frame's code takes the main thread. A screen without requests of its own
 * to send does not hold it back: a form, or sample data (answered by the page's code, not the
 * network, so it needs that code first), nor one whose requests the document's head has sent.
 */
export function frameWaitsForRequests(route: RouteDeclaration, headSentThem: boolean): boolean {
  return Boolean(route.preload) && !route.sampleData && !headSentThem;
}

/**
 * How long the first render waits for the first screen's data once its code is in: answered by
 * then, the screen renders once, with its data, instead of rendering its loading view and then
 * everything again; a slower answer is not waited for.
 */
export const FIRST_DATA_WAIT_MS = 400;

/**
 * Starts everything the first screen needs as the app starts, side by side: the screen's chunk
 * and data, and for a signed-in screen the frame (CASL, layout), the http core and the time
 * zone. Without it each would wait for the one before to render (entry, frame, layout, screen,
 * data). Settles when the code is in and the data has answered, or FIRST_DATA_WAIT_MS after the
 * code when the answer takes longer: main.tsx renders then, so the first screen appears whole
 * instead of behind fallbacks React would hold for 300 ms each, and usually with its data.
 */
export function startFirstScreen(
  store: Store<RootState>,
  location: { pathname: string; search: string } = window.location,
  dataWaitMs = FIRST_DATA_WAIT_MS,
): Promise<unknown> {
  const dispatch = store.dispatch as RouteDispatch;
  const plan = firstScreenPlan(
    store.getState(),
    routeAt(location.pathname),
    `${location.pathname}${location.search}`,
  );
  const code: Promise<unknown>[] = [];
  let answered: Promise<void> = Promise.resolve();
  let settings: Promise<unknown> = Promise.resolve();
  // The screen's data first: its requests leave before the frame's code runs (which takes the
  // main thread for a while; its files are already loading from the document's head).
  const sent = plan.screen
    ? preloaderFor(
        matchAt,
        dispatch,
        hooks,
      )(plan.screen).then((started) => {
        answered = started.answered;
      })
    : Promise.resolve();
  code.push(sent);
  if (plan.frame) {
    const frame = plan.frame;
    const route = routeAt(location.pathname);
    const afterSent = frameWaitsForRequests(route, hasFirstAnswers())
      ? Promise.race([sent, new Promise((resolve) => setTimeout(resolve, 300))])
      : Promise.resolve();
    code.push(
      loadHttp().catch(() => undefined),
      afterSent.then(() => preloadFrame(frame)),
    );
    // The service's settings: the time zone every date is shown in, and whether the showcase is
    // on, which the menu and the showcase's screens wait for. Usually sent by the document's
    // head (first-requests.ts), so answered by the time the code is in: the first render has them.
    settings = import('../core/api/settings.ts')
      .then(({ settingsApi }) =>
        dispatch(settingsApi.endpoints.getSettings.initiate(undefined, { subscribe: false })),
      )
      .catch(() => undefined);
  }
  return codeThenAnswer(Promise.all(code), () => Promise.all([answered, settings]), dataWaitMs);
}

/** Settles once `code` has and then the answer has, or `waitMs` after the code if it is later. */
export function codeThenAnswer(
  code: Promise<unknown>,
  answered: () => Promise<unknown>,
  waitMs: number,
): Promise<unknown> {
  return code.then(() =>
    Promise.race([answered(), new Promise((resolve) => setTimeout(resolve, waitMs))]),
  );
}

/** The route elements of a table, inside the frame (exported for tests). */
export function routeElements(table: RouteDeclaration[]) {
  return table.map((route) => (
    <Route key={route.path} path={route.path} element={<RouteScreen screen={route.component} />} />
  ));
}

/**
 * The app's routes inside the frame, under whichever router holds the location. Only the route
 * the location opens is declared to the router: given the whole table, `<Routes>` would turn some
 * 180 elements into routes, then flatten and rank them, on each render.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const { route } = matchAt(pathname);
  return (
    <RouteTableContext.Provider value={metaAt}>
      <Routes>
        <Route element={<FrameShell />}>{routeElements([route])}</Route>
      </Routes>
    </RouteTableContext.Provider>
  );
}

// Declarative routing keeps the router's share of the login page small (no data router).
export function AppRouter() {
  return (
    <PreloadProvider match={matchAt}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </PreloadProvider>
  );
}
