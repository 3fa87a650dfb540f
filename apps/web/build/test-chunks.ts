import type { Rolldown } from 'vite';

/** A built chunk as the bundle hands it to a plugin: only what the build plugins read. */
export const chunk = (name: string, imports: string[] = [], isEntry = false) =>
  ({
    type: 'chunk',
    name,
    fileName: `assets/${name}.js`,
    imports,
    isEntry,
  }) as Rolldown.OutputChunk;

/** A build shaped like ours (build/chunk-groups.ts), for the build plugins' tests. */
export const CHUNKS = [
  chunk('index', ['assets/runtime.js', 'assets/web.js'], true),
  chunk('runtime'),
  chunk('web', ['assets/runtime.js']),
  chunk('contracts', ['assets/runtime.js']),
  chunk('data', ['assets/contracts.js', 'assets/web.js']),
  chunk('frame', ['assets/data.js', 'assets/sign-in.js']),
  chunk('sign-in', ['assets/web.js']),
  chunk('careers', ['assets/frame.js', 'assets/lib.js']),
  chunk('lib'),
  chunk('portal', ['assets/frame.js']),
  chunk('dashboard-page', ['assets/careers.js', 'assets/chart.js']),
  chunk('chart'),
  chunk('core.esm'),
];
