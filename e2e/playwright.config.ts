import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { appPort, baseURL, mailPort, mailURL, smtpPort } from './ports.ts';
import { E2E_JWT_SECRET } from './session.ts';

export { baseURL };
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
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
  webServer: [
    {
      // The mail catcher first: the server sends its mail there (NODE_ENV=production needs an
      // SMTP server), and tests read it back over HTTP (e2e/mail.ts).
      command: 'node --import tsx e2e/mail-catcher.ts',
      cwd: root,
      url: `${mailURL}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        E2E_PORT: String(appPort),
        E2E_SMTP_PORT: String(smtpPort),
        E2E_MAIL_PORT: String(mailPort),
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The production build (web and server, `npm run build`) on a fresh embedded database.
      command: `rm -rf ${dataDir} && node apps/server/dist/main.js`,
      cwd: root,
      url: `${baseURL}/api/v1/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(appPort),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST: webDist,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        SEED_DEMO: 'always',
        PUBLIC_URL: baseURL,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        // Known to the tests, so they can sign an already-expired access token.
        JWT_SECRET: E2E_JWT_SECRET,
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
