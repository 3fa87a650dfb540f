import type { Plugin, Rolldown } from 'vite';
import { staticClosure, type Graph } from './chunk-groups.ts';
import { AREA_CHUNKS, SIGNED_IN_CHUNKS } from './frame-preload-plugin.ts';

/**
 * V8's explicit compile hint (Chrome 136 on): a script that starts with this comment has all its
 * functions compiled as it streams in, on a background thread, instead of each on the main
 * thread the first time it is called. Other engines read a comment.
 * https://v8.dev/blog/explicit-compile-hints
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The chunks a first load runs nearly all of: the sign-in page's and the frame's. */
const FIRST_LOAD_CHUNKS = ['sign-in', ...SIGNED_IN_CHUNKS, ...Object.values(AREA_CHUNKS)];

type Chunk = Rolldown.OutputChunk;

/**
 * The chunks a first load runs nearly all of: the entry and what it imports, and the chunks of
 * the sign-in page, the frame and the areas with theirs. They are compiled eagerly whatever their
 * size.
 */
export function firstLoadChunks(chunks: readonly Chunk[]): Chunk[] {
  const graph: Graph = new Map(
    chunks.map((c) => [c.fileName, { imports: c.imports, dynamicImports: [], isEntry: c.isEntry }]),
  );
  const roots = chunks.filter((c) => c.isEntry || FIRST_LOAD_CHUNKS.includes(c.name));
  const files = staticClosure(
    roots.map((c) => c.fileName),
    graph,
  );
  return chunks.filter((c) => files.has(c.fileName));
}

/**
 * Above this size a chunk (a video player, the rich-text editor, a chart library's full build) is
 * a library of which a screen runs a small part: it keeps compiling lazily, function by function.
 */
export const EAGER_COMPILE_MAX_BYTES = 300 * 1024;

/**
 * The chunks worth compiling eagerly: those of a first load (firstLoadChunks), and every other
 * chunk up to EAGER_COMPILE_MAX_BYTES. A screen's chunks load when it opens and most of their
 * code runs in its first render (a list's table, FullCalendar drawing a month, a chart's type);
 * compiled as they stream in, off the main thread, the first render does not stop to compile
 * each function at its first call.
 */
export function eagerChunks(chunks: readonly Chunk[]): Chunk[] {
  const first = new Set(firstLoadChunks(chunks));
  return chunks.filter((c) => first.has(c) || c.code.length <= EAGER_COMPILE_MAX_BYTES);
}

/** A chunk's code with the hint as its first line, once. */
export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_HINT) ? code : `${COMPILE_HINT}\n${code}`;
}

/** A source map's JSON for code that gained one line at its top. */
export function shiftMapOneLine(json: string): string {
  const map = JSON.parse(json) as { mappings: string };
  return JSON.stringify({ ...map, mappings: `;${map.mappings}` });
}

/**
 * Marks the chunks of eagerChunks for eager compiling. At CPU 4× a signed-in load is main-thread
 * bound — its scripts are in long before the main thread is free — and compiling functions one by
 * one at their first call was a large part of it: with the hint on the first load's chunks, the
 * same-run A/B of every screen (bench/pages.ts) took 88 % of the time at 4× (1×: unchanged within
 * noise); with it on the screens' own chunks too, a calendar's load took some 95 % of the time.
 *
 * The hint is added after the file names are hashed: the same code always gets it, so a name
 * still stands for one content; changing which chunks get it changes no name.
 */
export function compileHintsPlugin(): Plugin {
  return {
    name: 'careers-compile-hints',
    apply: 'build',
    generateBundle: {
      // After minifying (which drops comments), before the files are written and compressed.
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');
        for (const chunk of eagerChunks(chunks)) {
          if (chunk.code.startsWith(COMPILE_HINT)) continue;
          chunk.code = withCompileHint(chunk.code);
          // A source map (BUILD_SOURCEMAP=1) starts one line lower: an empty first line.
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            map.source = shiftMapOneLine(map.source);
          }
        }
      },
    },
  };
}
