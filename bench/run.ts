import { benchCareersPglite, benchCareersPostgres } from './careers.ts';
import { benchBulk } from './bulk.ts';
import { benchBundle } from './bundle.ts';
import { benchHealth } from './health.ts';
import { benchMainThread } from './main-thread.ts';
import { benchPages } from './pages.ts';
import { benchStart } from './start.ts';

// `npm run bench [name…]` runs the named benchmarks, or all of them.
const all: Record<string, () => Promise<void>> = {
  health: benchHealth,
  bundle: benchBundle,
  pages: benchPages,
  'main-thread': benchMainThread,
  start: benchStart,
  'careers-postgres': benchCareersPostgres,
  'careers-pglite': benchCareersPglite,
  bulk: benchBulk,
};

const wanted = process.argv.slice(2);
const names = wanted.length ? wanted : Object.keys(all);
for (const name of names) {
  const run = all[name];
  if (!run) {
    console.error(`Unknown benchmark "${name}". Known: ${Object.keys(all).join(', ')}`);
    process.exit(2);
  }
  await run();
}
