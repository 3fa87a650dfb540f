#!/usr/bin/env node
// The one test command: typecheck, lint, format, unit + API tests (PGlite and PostgreSQL),
// production build, then end-to-end tests in Chromium. Ends with one line "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';

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

// Each count also names what failed, so the summary (the part of a long log people read) says
// which tests to look at without scrolling back through thousands of lines.
function vitestCounts(file) {
  if (!existsSync(file)) return null;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  const names = [];
  for (const f of r.testResults ?? []) {
    const path = relative(process.cwd(), f.name ?? '');
    const failedTests = (f.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failedTests) names.push(`${path} › ${t.fullName}`);
    // A file that failed without a failing test (it did not load, or a hook threw).
    if (f.status === 'failed' && failedTests.length === 0) names.push(`${path} (the file itself)`);
  }
  return {
    passed: r.numPassedTests,
    failed: r.numFailedTests,
    skipped: r.numPendingTests + r.numTodoTests,
    names,
  };
}

function playwrightCounts(file) {
  if (!existsSync(file)) return null;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  const names = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      if ((spec.tests ?? []).some((t) => t.status === 'unexpected')) {
        const file = relative(process.cwd(), join(r.config?.rootDir ?? '', spec.file ?? ''));
        names.push(`${file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`);
      }
    }
    for (const child of suite.suites ?? []) {
      walk(child, child.title && child.title !== child.file ? [...titles, child.title] : titles);
    }
  };
  for (const suite of r.suites ?? []) walk(suite, []);
  const s = r.stats;
  return { passed: s.expected + s.flaky, failed: s.unexpected, skipped: s.skipped, names };
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
  for (const name of r.counts?.names ?? []) process.stdout.write(`       ✗ ${name}\n`);
}
process.stdout.write(
  `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`,
);
process.exit(results.every((r) => r.ok) && failed === 0 ? 0 : 1);
