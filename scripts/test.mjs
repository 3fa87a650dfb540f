#!/usr/bin/env node
// The one test command: typecheck, lint, format, unit + API tests (PGlite and PostgreSQL),
// production build, then end-to-end tests in Chromium. Ends with one line "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const out = '.test-output';
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const only = process.argv.slice(2);
const steps = [
  { name: 'typecheck', cmd: 'npm', args: ['run', '-s', 'typecheck'] },
  { name: 'lint', cmd: 'npm', args: ['run', '-s', 'lint'] },
  { name: 'format', cmd: 'npm', args: ['run', '-s', 'format:check'] },
  {
    name: 'unit',
    cmd: 'npx',
    args: [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}/vitest.json`,
    ],
    counts: () => vitestCounts(`${out}/vitest.json`),
  },
  { name: 'build', cmd: 'npm', args: ['run', '-s', 'build'] },
  {
    name: 'e2e',
    cmd: 'npx',
    args: ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
    counts: () => playwrightCounts(`${out}/e2e.json`),
  },
].filter((s) => only.length === 0 || only.includes(s.name));

function vitestCounts(file) {
  if (!existsSync(file)) return null;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: r.numPassedTests,
    failed: r.numFailedTests,
    skipped: r.numPendingTests + r.numTodoTests,
  };
}

function playwrightCounts(file) {
  if (!existsSync(file)) return null;
  const s = JSON.parse(readFileSync(file, 'utf8')).stats;
  return { passed: s.expected + s.flaky, failed: s.unexpected, skipped: s.skipped };
}

const results = [];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const step of steps) {
  const started = Date.now();
  process.stdout.write(`\n━━ ${step.name} ━━\n`);
  const run = spawnSync(step.cmd, step.args, { stdio: 'inherit', env: process.env });
  const ok = run.status === 0;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const counts = step.counts?.();
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
    skipped += counts.skipped;
    // A runner that crashed before reporting counts as one failure.
    if (!ok && counts.failed === 0) failed += 1;
  } else if (step.counts) {
    failed += 1;
  } else if (ok) {
    passed += 1;
  } else {
    failed += 1;
  }
  results.push({ name: step.name, ok, seconds, counts });
}

process.stdout.write('\n━━ summary ━━\n');
for (const r of results) {
  const c = r.counts ? ` (${r.counts.passed} passed, ${r.counts.failed} failed)` : '';
  process.stdout.write(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(10)} ${r.seconds}s${c}\n`);
}
process.stdout.write(
  `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`,
);
process.exit(results.every((r) => r.ok) && failed === 0 ? 0 : 1);
