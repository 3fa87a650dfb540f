import type { CDPSession } from 'playwright-core';
import { PAGE_SCREENS } from './page-screens.ts';
import {
  coldPage,
  dataShown,
  launchBrowser,
  login,
  startTarget,
  stopTarget,
  type Session,
} from './pages.ts';

/**
 * Where a cold load's main thread goes until its data shows: `npm run bench main-thread` opens
 * one screen of PAGE_SCREENS as `npm run bench pages` does (same network, CPU rate and data
 * watcher), records a Chromium trace of each load and prints
 *
 * - the time to data, and how much of it the page's main thread was busy;
 * - the main thread's time by trace event (its own time, children taken out), over the loads;
 * - the last load's tasks of at least 20 ms, with what ran in them (a script's evaluation, a
 *   render, style and layout, a style sheet's parse…);
 * - when each script was parsed and compiled off the main thread (V8 streams a script as it
 *   arrives; a chunk with the compile hint is compiled whole there), which a module's evaluation
 *   waits for.
 *
 * `MAIN_THREAD_SCREEN=/apps/user/list` (the default), `MAIN_THREAD_CPU=4` (the default) and
 * `MAIN_THREAD_RUNS=3`. A trace slows the load somewhat: compare its figures with each other,
 * and time to data with `npm run bench pages`.
 */

const SCREEN = process.env.MAIN_THREAD_SCREEN ?? '/apps/user/list';
const CPU = Number(process.env.MAIN_THREAD_CPU ?? 4);
const RUNS = Number(process.env.MAIN_THREAD_RUNS ?? 3);
const LONG_TASK_MS = 20;

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'loading',
  'blink.user_timing',
];

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    data?: { url?: string; functionName?: string; documentLoaderURL?: string };
    fileName?: string;
  };
}

interface Task {
  event: TraceEvent;
  /** Events inside it on the same thread (nested at any depth), in order. */
  inside: TraceEvent[];
}

export interface MainThreadReport {
  /** Time to data, ms from navigation. */
  dataAt: number;
  /** Main-thread time in tasks until the data showed, ms. */
  busy: number;
  /** Each event name's own time on the main thread, in the tasks begun before the data showed, ms. */
  selfByName: Map<string, number>;
  /** Tasks of at least LONG_TASK_MS: start and length in ms from navigation. */
  longTasks: { start: number; length: number; inside: string[] }[];
  /** Scripts parsed off the main thread: start and length in ms from navigation. */
  background: { file: string; start: number; length: number }[];
}

const end = (e: TraceEvent) => e.ts + (e.dur ?? 0);

const fileOf = (e: TraceEvent) =>
  (e.args?.data?.url ?? e.args?.fileName ?? '').replace(/^.*\//, '').replace(/\?.*$/, '');

/** An event as read in a timeline: its name, and the script or function it ran. */
export function labelOf(e: TraceEvent): string {
  return [e.name, fileOf(e), e.args?.data?.functionName ?? ''].filter(Boolean).join(' ');
}

/**
 * The page's main thread: the thread that ran the most script (a load can start in one renderer
 * and commit in another).
 */
export function mainThreadOf(events: readonly TraceEvent[]): { pid: number; tid: number } {
  const script = new Map<string, number>();
  for (const e of events) {
    if (e.ph !== 'X' || !['FunctionCall', 'EvaluateScript', 'v8.evaluateModule'].includes(e.name))
      continue;
    const key = `${e.pid}:${e.tid}`;
    script.set(key, (script.get(key) ?? 0) + (e.dur ?? 0));
  }
  const [key] = [...script].sort((a, b) => b[1] - a[1])[0] ?? ['0:0'];
  const [pid = 0, tid = 0] = key.split(':').map(Number);
  return { pid, tid };
}

/** Top-level tasks of a thread's complete events, each with what ran inside it. */
export function tasksOf(events: readonly TraceEvent[]): Task[] {
  const sorted = [...events].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks: Task[] = [];
  for (const e of sorted) {
    const last = tasks.at(-1);
    if (last && e.ts < end(last.event)) last.inside.push(e);
    else tasks.push({ event: e, inside: [] });
  }
  return tasks;
}

/** Each event's own time: its length less its direct children's (ms, summed by name). */
export function selfTimes(tasks: readonly Task[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const task of tasks) {
    const stack: { event: TraceEvent; children: number }[] = [];
    const close = (until: number) => {
      while (stack.length && end(stack.at(-1)!.event) <= until) {
        const { event, children } = stack.pop()!;
        const own = ((event.dur ?? 0) - children) / 1000;
        totals.set(event.name, (totals.get(event.name) ?? 0) + own);
      }
    };
    for (const e of [task.event, ...task.inside]) {
      close(e.ts);
      const parent = stack.at(-1);
      if (parent) parent.children += e.dur ?? 0;
      stack.push({ event: e, children: 0 });
    }
    close(Infinity);
  }
  return totals;
}

/** What a load's trace says of its main thread until the data showed (dataAt, ms). */
export function mainThreadReport(events: readonly TraceEvent[], dataAt: number): MainThreadReport {
  const main = mainThreadOf(events);
  const onMain = (e: TraceEvent) => e.pid === main.pid && e.tid === main.tid;
  // The document's navigation (the page's time origin), not the blank page's before it.
  const start =
    events.find(
      (e) =>
        e.name === 'navigationStart' &&
        e.pid === main.pid &&
        e.args?.data?.documentLoaderURL?.startsWith('http'),
    )?.ts ?? Math.min(...events.filter(onMain).map((e) => e.ts));
  const until = start + dataAt * 1000;
  const ms = (ts: number) => Math.round((ts - start) / 1000);
  const complete = events.filter(
    (e) => e.ph === 'X' && e.dur !== undefined && e.ts >= start && e.ts <= until,
  );
  const tasks = tasksOf(complete.filter(onMain));
  const busy = tasks.reduce((sum, t) => sum + (Math.min(end(t.event), until) - t.event.ts), 0);
  const longTasks = tasks
    .filter((t) => (t.event.dur ?? 0) >= LONG_TASK_MS * 1000)
    .map((t) => ({
      start: ms(t.event.ts),
      length: Math.round((t.event.dur ?? 0) / 1000),
      inside: t.inside
        .filter((e) => (e.dur ?? 0) >= 5000 && !e.name.includes('::'))
        .map((e) => `${ms(e.ts)} +${Math.round((e.dur ?? 0) / 1000)} ${labelOf(e)}`),
    }));
  const background = complete
    .filter((e) => !onMain(e) && e.name === 'v8.parseOnBackground' && fileOf(e))
    .map((e) => ({
      file: fileOf(e),
      start: ms(e.ts),
      length: Math.round((e.dur ?? 0) / 1000),
    }));
  return { dataAt, busy: busy / 1000, selfByName: selfTimes(tasks), longTasks, background };
}

async function traceOnce(cdp: CDPSession, open: () => Promise<number>) {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) =>
    events.push(...(value as unknown as TraceEvent[])),
  );
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: CATEGORIES },
  });
  const dataAt = await open();
  await cdp.send('Tracing.end');
  await complete;
  return mainThreadReport(events, dataAt);
}

const pad = (value: number | string, width: number) => String(value).padStart(width);

export async function benchMainThread(): Promise<void> {
  const screen = PAGE_SCREENS.find((s) => s.path === SCREEN);
  if (!screen) throw new Error(`${SCREEN} is not a screen of bench/page-screens.ts`);
  const browser = await launchBrowser();
  const target = await startTarget('this', process.cwd());
  try {
    const session: Session = screen.role ? await login(target.url, screen.role) : {};
    const reports: MainThreadReport[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const { context, page, cdp } = await coldPage(browser, screen, session, CPU);
      try {
        reports.push(
          await traceOnce(cdp, async () => {
            await page.goto(`${target.url}${screen.path}`, { waitUntil: 'commit' });
            await dataShown(cdp, 60_000);
            return page.evaluate(() => (window as { __dataShownAt?: number }).__dataShownAt!);
          }),
        );
      } finally {
        await context.close();
      }
    }
    console.log(`\n## Main thread until data: ${screen.path}, CPU ${CPU}×, ${RUNS} traced loads`);
    for (const r of reports) {
      const share = Math.round((r.busy / r.dataAt) * 100);
      console.log(
        `data ${pad(Math.round(r.dataAt), 5)} ms, busy ${pad(Math.round(r.busy), 5)} ms (${share} %)`,
      );
    }
    const byName = new Map<string, number>();
    for (const r of reports) {
      for (const [name, ms] of r.selfByName) byName.set(name, (byName.get(name) ?? 0) + ms / RUNS);
    }
    console.log('\nOwn time by trace event, ms (mean of the loads):');
    for (const [name, ms] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 20)) {
      console.log(`${pad(ms.toFixed(1), 8)}  ${name}`);
    }
    const last = reports.at(-1)!;
    console.log(`\nTasks of ${LONG_TASK_MS} ms or more (last load; ms from navigation):`);
    for (const task of last.longTasks) {
      console.log(`${pad(task.start, 6)} +${pad(task.length, 4)}`);
      for (const line of task.inside) console.log(`           ${line}`);
    }
    console.log('\nScripts parsed and compiled off the main thread (last load):');
    for (const b of last.background) {
      console.log(`${pad(b.start, 6)} +${pad(b.length, 4)}  ${b.file}`);
    }
  } finally {
    await browser.close();
    await stopTarget(target);
  }
}
