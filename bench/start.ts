import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './pages.ts';

const RUNS = Number(process.env.START_RUNS ?? 5);

/** Milliseconds from starting the process until it answers /api/v1/health; then it is stopped. */
async function readyIn(args: string[], cwd: string, dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'auto',
      JOBS_WORKER: 'off',
    },
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).ok) {
          return performance.now() - started;
        }
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 120_000) throw new Error('the server did not start');
      await new Promise((r) => setTimeout(r, 5));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * How soon `npm start`'s server answers on an existing embedded data directory (a restart): the
 * built JavaScript that `npm start` runs, beside the same server through the TypeScript loader
 * (how it started before). Median of START_RUNS starts (default 5), after one start that creates
 * and seeds the data directory.
 */
export async function benchStart(): Promise<void> {
  const root = process.cwd();
  const built = path.join(root, 'apps/server/dist/main.js');
  if (!existsSync(built)) {
    console.log('\n## start: skipped, run `npm run build` first');
    return;
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'careers-bench-start-'));
  try {
    await readyIn([built], root, dataDir);
    const ways: [string, string[]][] = [
      ['built JavaScript (npm start)', [built]],
      ['TypeScript loader (tsx)', ['--import', 'tsx', 'apps/server/src/main.ts']],
    ];
    console.log(
      `\n## Server ready on an existing embedded data directory (median of ${RUNS} starts)`,
    );
    for (const [label, args] of ways) {
      const times: number[] = [];
      for (let i = 0; i < RUNS; i += 1) times.push(await readyIn(args, root, dataDir));
      console.log(
        `${label.padEnd(32)} ${median(times).toFixed(0).padStart(6)} ms   (fastest ${Math.min(...times).toFixed(0)} ms)`,
      );
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
