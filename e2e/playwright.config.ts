import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { E2E_JWT_SECRET } from './session.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.E2E_PORT ?? 3199);
export const baseURL = `http://127.0.0.1:${port}`;
// Engineers running e2e side by side each use their own port, build folder and data folder.
const dataDir = process.env.E2E_DATA_DIR ?? '.test-output/e2e-data';
const webDist = process.env.WEB_DIST ?? '';
const output = process.env.E2E_OUTPUT ?? path.join(root, '.test-output');

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(output, 'test-results'),
  fullyParallel: false,
  // One worker: on two cores the server, Chromium and a second worker only slow each other down
  // (the whole suite took 20.2 min with two workers and 15.4 min with one, same machine and day).
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: path.join(output, 'e2e.json') }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    // The production build served by the real server on a fresh embedded database.
    command: `rm -rf ${dataDir} && node --import tsx apps/server/src/main.ts`,
    cwd: root,
    url: `${baseURL}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SEED_DEMO: 'always',
      PUBLIC_URL: baseURL,
      JWT_SECRET: E2E_JWT_SECRET,
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
