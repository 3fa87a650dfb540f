// The embedded database's thread run from source (tests, `npm run dev`): the thread registers the
// TypeScript loader for itself, then runs pglite-worker.ts. Built, dist/pglite-worker.js runs.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-worker.ts');
