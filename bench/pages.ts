import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Page,
} from 'playwright-core';
import { PAGE_SCREENS, type Screen } from './page-screens.ts';
import { median, pairedRatios } from './stats.ts';

/**
 * Time to data, cold, in Chromium: each screen of PAGE_SCREENS opened in a fresh browser context
 * (empty cache), signed in, at CPU 1× and 4× over a simulated network (40 ms round trip,
 * 10 Mbit/s). Prints requests, JavaScript bytes (compressed, as sent), first paint and time to
 * data (the first text from the API painted), medians of PAGES_RUNS loads (default 5).
 *
 * `PAGES_BASELINE=/path/to/other/checkout` measures that checkout's build too, in the same run,
 * loads interleaved, so two commits compare on the same machine and minute. `PAGES_ONLY=/a,/b`
 * measures only those screens, `PAGES_CPU=4` only that rate, and `PAGES_VERBOSE=1` prints every
 * load's time to data beside the median (a load's spread is wide: one comparison of medians is
 * not a finding until it repeats). Against a baseline each screen's ratio of medians is printed
 * with the middle half of its interleaved pairs' ratios (`pairedRatios`, bench/stats.ts).
 */

const RUNS = Number(process.env.PAGES_RUNS ?? 5);
// PAGES_ONLY=/login,/apps/email measures only those screens.
const ONLY = process.env.PAGES_ONLY?.split(',');
const SCREENS = ONLY ? PAGE_SCREENS.filter((s) => ONLY.includes(s.path)) : PAGE_SCREENS;
const CPU_RATES = (process.env.PAGES_CPU ?? '1,4').split(',').map(Number);
const VERBOSE = process.env.PAGES_VERBOSE === '1';
const NETWORK = {
  offline: false,
  latency: 40,
  downloadThroughput: (10 * 1024 * 1024) / 8,
  uploadThroughput: (10 * 1024 * 1024) / 8,
};
const SECRET = 'bench-pages-signing-key-bench-pages-signing-key';

export interface Target {
  label: string;
  root: string;
  url: string;
  child: ChildProcess;
  dataDir: string;
}

interface Load {
  requests: number;
  jsBytes: number;
  firstPaint: number;
  timeToData: number;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** The checkout's production server (built JavaScript when present) on the demo data. */
export async function startTarget(label: string, root: string): Promise<Target> {
  if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error(`${root} has no web build: run \`npm run build\` there first`);
  }
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'careers-bench-pages-'));
  const built = path.join(root, 'apps/server/dist/main.js');
  const args = existsSync(built) ? [built] : ['--import', 'tsx', 'apps/server/src/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'always',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // Mail stays queued: no worker runs and nothing connects to this address.
      SMTP_URL: 'smtp://127.0.0.1:9',
      JOBS_WORKER: 'off',
      JWT_SECRET: SECRET,
      // One sign-in serves every load of a run: its access token must outlive the run. With the
      // default (10 min) a long run's loads each refreshed with the same refresh token, the
      // server saw the rotated token reused and signed the session out: no data, in both builds.
      ACCESS_TOKEN_TTL: String(24 * 60 * 60),
      WEB_DIST: '',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${label}: the server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${label}: the server did not start`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return { label, root, url, child, dataDir };
}

export async function stopTarget(target: Target): Promise<void> {
  target.child.kill('SIGTERM');
  await new Promise((r) => target.child.once('exit', r));
  await rm(target.dataDir, { recursive: true, force: true });
}

/** Debian's Chromium (or CHROMIUM_PATH), headless, as the end-to-end tests run it. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** A signed-in session as the client stores it; empty for a visitor. */
export type Session = Partial<Record<'userData' | 'accessToken' | 'refreshToken', unknown>>;

export async function login(url: string, role: 'admin' | 'candidate'): Promise<Session> {
  const credentials =
    role === 'admin'
      ? { email: 'admin@careers.demo', password: 'CareersAdmin2026!' }
      : { email: 'candidate@careers.demo', password: 'CareersStudent2026!' };
  const res = await fetch(`${url}/api/v1/${role}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!res.ok) throw new Error(`login as ${role}: ${res.status}`);
  return (await res.json()) as Session;
}

/**
 * Watches the DOM from the first script on: the moment the screen's data selector first matches
 * shown text that is not a loading ellipsis (and the frame after, when it is painted) is kept as
 * `window.__dataShownAt`. Plain JavaScript in a string: a function would be compiled by the
 * TypeScript loader with helpers the page does not have.
 *
 * A DOM change is only looked at without layout (`textContent`); whether the text is shown
 * (`innerText`, `offsetParent`, which lay the page out) is asked in the next animation frame,
 * whose layout is due then anyway. Asked on each change, they forced a layout after every one of
 * them, in the middle of the load: on the basic datatables some 85 ms of main thread at CPU 4×.
 */
function watchForData(selector: string): string {
  return `(() => {
    const selector = ${JSON.stringify(selector)};
    const isText = (text) => {
      const trimmed = (text || '').trim();
      return trimmed !== '' && trimmed !== '\u2026';
    };
    const matches = () => [...document.querySelectorAll(selector)];
    let frame = 0;
    const check = () => {
      if (window.__dataShownAt !== undefined || frame) return;
      if (!matches().some((el) => isText(el.textContent))) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        if (!matches().some((el) => isText(el.innerText) && el.offsetParent !== null)) return;
        window.__dataShownAt = performance.now();
        observer.disconnect();
        clearInterval(timer);
      });
    };
    // Checked on each DOM change (attributes too: a calendar marks itself loaded). The watcher
    // must not slow what it measures: polling every 20 ms cost a load at CPU 4× some 8 %.
    const observer = new MutationObserver(check);
    observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
    // What shows without a DOM change (a stylesheet arriving, a transition ending) is seen too.
    const timer = setInterval(check, 100);
  })();`;
}

/**
 * Waits until the watcher has seen the data, asking through the DevTools protocol every 50 ms.
 * Not `page.waitForFunction`: it first evaluates Playwright's injected script in the page, on the
 * main thread in the middle of the load (some 280 ms at CPU 4×, 70 ms at 1×, in both builds
 * alike), which no visitor's browser does.
 */
export async function dataShown(cdp: CDPSession, timeout: number): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const { result } = await cdp.send('Runtime.evaluate', {
      expression: 'window.__dataShownAt',
      returnByValue: true,
    });
    if (typeof result.value === 'number') return;
    if (Date.now() > deadline) throw new Error(`no data shown in ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A fresh browser context (empty cache) on a blank page, signed in as `session`, with the bench's
 * network and CPU rate and the data watcher (watchForData) in place: ready to open a screen cold.
 */
export async function coldPage(
  browser: Browser,
  screen: Screen,
  session: Session,
  cpu: number,
): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page: Page = await context.newPage();
  const cdp: CDPSession = await context.newCDPSession(page);
  // No `Network.enable` on this session: the emulation applies without it, and a second network
  // agent in the page (Playwright runs one) records every request again, with the stack of the
  // script that sent it, on the main thread. In a trace at CPU 4× that took some 10 ms for each
  // of the head's fetches and preloads and 100 ms more to commit the document: time no visitor's
  // browser spends, and which hid what the page itself does.
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await page.addInitScript((s: Session) => {
    if (!s.accessToken) return;
    try {
      localStorage.setItem('userData', JSON.stringify(s.userData));
      localStorage.setItem('accessToken', String(s.accessToken));
      localStorage.setItem('refreshToken', String(s.refreshToken));
    } catch {
      // frames without storage
    }
  }, session);
  await page.addInitScript({ content: watchForData(screen.data) });
  return { context, page, cdp };
}

async function loadOnce(
  browser: Browser,
  target: Target,
  screen: Screen,
  session: Session,
  cpu: number,
): Promise<Load> {
  const { context, page, cdp } = await coldPage(browser, screen, session, cpu);

  let requests = 0;
  let jsBytes = 0;
  const pending: Promise<void>[] = [];
  page.on('request', () => {
    requests += 1;
  });
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    pending.push(
      request.sizes().then(
        (sizes) => {
          jsBytes += sizes.responseBodySize;
        },
        // A load given up (its context closed) leaves its sizes unread; the run goes on.
        () => undefined,
      ),
    );
  });

  await page.goto(`${target.url}${screen.path}`, { waitUntil: 'commit' });
  try {
    await dataShown(cdp, 60_000);
  } catch (error) {
    // On a machine loaded by others a load can outlast the wait: counted as never, not fatal.
    await context.close();
    console.error(
      `${target.label} ${screen.path} at CPU ${cpu}×: no data in 60 s (${String(error)})`,
    );
    return { requests, jsBytes, firstPaint: NaN, timeToData: Infinity };
  }
  // Requests are counted until the network is idle after the data shows.
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const times = await page.evaluate(() => ({
    data: (window as { __dataShownAt?: number }).__dataShownAt ?? NaN,
    paint:
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime ??
      performance.getEntriesByName('first-paint')[0]?.startTime ??
      NaN,
  }));
  await context.close();
  // Shown means painted: a frame callback can run while the page may not paint yet (a stylesheet
  // still loading), so data is never counted as shown before the first contentful paint.
  return {
    requests,
    jsBytes,
    firstPaint: times.paint,
    timeToData: Math.max(times.data, times.paint),
  };
}

export async function benchPages(): Promise<void> {
  const roots: [string, string][] = [['this', process.cwd()]];
  if (process.env.PAGES_BASELINE)
    roots.unshift(['baseline', path.resolve(process.env.PAGES_BASELINE)]);
  const targets: Target[] = [];
  const browser = await launchBrowser();
  try {
    for (const [label, root] of roots) targets.push(await startTarget(label, root));
    const sessions = new Map<string, Session>();
    for (const target of targets) {
      for (const role of ['admin', 'candidate'] as const) {
        sessions.set(`${target.label}:${role}`, await login(target.url, role));
      }
    }
    console.log(
      `\n## Cold loads to data (Chromium, ${NETWORK.latency} ms round trip, 10 Mbit/s; median of ${RUNS})`,
    );
    console.log(
      `${'screen'.padEnd(26)} ${'build'.padEnd(9)} ${'cpu'.padStart(3)} ${'requests'.padStart(8)} ${'JS KB'.padStart(7)} ${'paint ms'.padStart(8)} ${'data ms'.padStart(8)}`,
    );
    const ratios: Record<number, number[]> = {};
    for (const cpu of CPU_RATES) {
      for (const screen of SCREENS) {
        const loads = new Map<string, Load[]>(targets.map((t) => [t.label, []]));
        // Interleaved: one load of each build in turn, so drift on the machine hits both alike.
        for (let run = 0; run < RUNS; run += 1) {
          for (const target of targets) {
            const done = loads.get(target.label)!;
            // A screen a build does not have (the baseline's missing routes) shows nothing in its
            // first two loads: it is not waited for again. One load that stalls (rare, in either
            // build, all its requests left pending) does not end the comparison.
            if (run > 1 && done[0]!.timeToData === Infinity && done[1]!.timeToData === Infinity) {
              done.push(done[0]!);
              continue;
            }
            const session = screen.role ? sessions.get(`${target.label}:${screen.role}`)! : {};
            done.push(await loadOnce(browser, target, screen, session, cpu));
          }
        }
        const medians = new Map<string, number>();
        for (const target of targets) {
          const all = loads.get(target.label)!;
          const data = median(all.map((l) => l.timeToData));
          medians.set(target.label, data);
          console.log(
            `${screen.path.padEnd(26)} ${target.label.padEnd(9)} ${`${cpu}×`.padStart(3)} ${String(median(all.map((l) => l.requests))).padStart(8)} ${(median(all.map((l) => l.jsBytes)) / 1024).toFixed(1).padStart(7)} ${median(
              // A load that never painted (a stall) has no first paint to count.
              all.map((l) => l.firstPaint).filter(Number.isFinite),
            )
              .toFixed(0)
              .padStart(8)} ${data.toFixed(0).padStart(8)}`,
          );
          if (VERBOSE)
            console.log(
              `${''.padEnd(26)} loads: ${all.map((l) => l.timeToData.toFixed(0)).join(' ')}`,
            );
        }
        // A screen the baseline does not have (it never shows data) is not compared.
        if (targets.length === 2 && Number.isFinite(medians.get('baseline'))) {
          const ratio = medians.get('this')! / medians.get('baseline')!;
          (ratios[cpu] ??= []).push(ratio);
          const spread = pairedRatios(
            loads.get('this')!.map((l) => l.timeToData),
            loads.get('baseline')!.map((l) => l.timeToData),
          );
          const percent = (r: number) => (r * 100).toFixed(0);
          console.log(
            `${''.padEnd(26)} this / baseline: ${percent(ratio)} % (middle half of ${spread.pairs} interleaved pairs: ${percent(spread.low)}–${percent(spread.high)} %)`,
          );
        }
      }
    }
    for (const [cpu, list] of Object.entries(ratios)) {
      const geo = Math.exp(list.reduce((s, r) => s + Math.log(r), 0) / list.length);
      console.log(
        `CPU ${cpu}×: time to data, this / baseline, geometric mean ${(geo * 100).toFixed(0)} %, worst ${(Math.max(...list) * 100).toFixed(0)} %`,
      );
    }
  } finally {
    await browser.close();
    for (const target of targets) await stopTarget(target);
  }
}
