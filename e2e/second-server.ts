import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import config from './playwright.config.ts';

export interface SecondServer {
  url: string;
  stop(): Promise<void>;
}

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as net.AddressInfo;
  probe.close();
  await once(probe, 'close');
  return port;
}

/** The built server, as the suite's own runs it (playwright.config.ts). */
const SERVER_ENTRY = 'apps/server/dist/main.js';

/**
 * Starts another server like the suite's own (the same environment from playwright.config.ts,
 * so settings added there reach it too) on a port and data folder of its own, with `env` on top:
 * for settings the suite's server must not have, such as a short ACCESS_TOKEN_TTL.
 */
export async function startSecondServer(env: Record<string, string>): Promise<SecondServer> {
  // The app server's entry (the mail catcher starts before it).
  const suite = [config.webServer].flat().find((entry) => entry?.command.includes(SERVER_ENTRY));
  if (!suite?.cwd) throw new Error('playwright.config.ts has no webServer to copy');
  const port = await freePort();
  const dataDir = path.resolve(
    suite.cwd,
    `${suite.env?.DATA_DIR ?? '.test-output/e2e-data'}-${port}`,
  );
  const url = `http://127.0.0.1:${port}`;
  await rm(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: suite.cwd,
    env: { ...process.env, ...suite.env, PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = once(child, 'exit');

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the second server stopped:\n${stderr}`);
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`the second server did not start in 90 s:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
