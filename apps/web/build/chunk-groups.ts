import type { Plugin, Rolldown } from 'vite';

type CodeSplittingGroup = NonNullable<
  Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>['groups']
>[number];

/** A module as the bundler reports it: what it imports statically and dynamically. */
export interface GraphNode {
  imports: readonly string[];
  dynamicImports: readonly string[];
  isEntry: boolean;
}

export type Graph = ReadonlyMap<string, GraphNode>;

/** Every module a set of roots pulls in through static imports (what loads with them). */
export function staticClosure(roots: Iterable<string>, graph: Graph): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const next of graph.get(id)?.imports ?? []) stack.push(next);
  }
  return seen;
}

/** `src/features/careers/vacancies/x.tsx` → `careers`; `src/template/apps/email/x.tsx` → `email`. */
export function areaOf(id: string): string | null {
  const match = /[\\/]src[\\/](features|template)[\\/]([^\\/]+)(?:[\\/]([^\\/]+))?[\\/]/.exec(id);
  if (!match) return null;
  const [, kind, area, sub] = match;
  // The template's apps are each an area of their own (email, calendar, invoice…).
  return kind === 'template' && area === 'apps' && sub ? sub : (area ?? null);
}

export interface ChunkPlan {
  /** Group name per module; modules not named stay where the bundler's own splitting puts them. */
  groupOf: Map<string, string>;
  /** Modules of the screens: neither loaded with the entry or sign-in page nor with the frame. */
  screens: Set<string>;
}

/**
 * Which shared chunk each module belongs in. The screens are the dynamic entries (each route's
 * lazy import); a module that two or more screens load statically is *shared*:
 *
 * - loaded with the entry or the sign-in page: left alone, so /login neither grows nor splits;
 * - loaded with the signed-in frame (layouts, CASL): `frame`;
 * - shared only by the screens of one area (careers, portal, email…): that area's chunk;
 * - shared by screens of several areas: `shared`.
 *
 * A module only one screen loads stays in that screen's chunk.
 */
export function planChunks(
  graph: Graph,
  options: {
    signIn: RegExp;
    frame: RegExp;
    /** The small UI parts screens share: they go with the frame. */
    uiKit: RegExp;
    /** Libraries every signed-in screen uses, each kept whole in a chunk of its own name. */
    libraries: Record<string, RegExp>;
    isLarge: (id: string) => boolean;
  },
): ChunkPlan {
  const ids = [...graph.keys()];
  const entries = ids.filter((id) => graph.get(id)!.isEntry);
  const boot = staticClosure(entries, graph);
  const signIn = staticClosure(
    ids.filter((id) => options.signIn.test(id)),
    graph,
  );
  const frame = staticClosure(
    ids.filter((id) => options.frame.test(id)),
    graph,
  );
  const screens = new Set(ids.flatMap((id) => graph.get(id)!.dynamicImports));
  const reachedBy = new Map<string, string[]>();
  for (const screen of screens) {
    for (const id of staticClosure([screen], graph)) {
      const list = reachedBy.get(id);
      if (list) list.push(screen);
      else reachedBy.set(id, [screen]);
    }
  }
  // A module that leads to a large library (a chart, the Markdown parser) stays with the screens
  // that use it: in a shared chunk it would bring that library to every screen loading the chunk.
  const importers = new Map<string, string[]>();
  for (const [id, node] of graph) {
    for (const dep of node.imports) {
      const list = importers.get(dep);
      if (list) list.push(id);
      else importers.set(dep, [id]);
    }
  }
  const leadsToLarge = new Set<string>();
  const stack = ids.filter(options.isLarge);
  while (stack.length) {
    const id = stack.pop()!;
    if (leadsToLarge.has(id)) continue;
    leadsToLarge.add(id);
    stack.push(...(importers.get(id) ?? []));
  }
  const groupOf = new Map<string, string>();
  for (const id of ids) {
    if (boot.has(id)) {
      groupOf.set(id, 'boot');
      continue;
    }
    if (signIn.has(id)) {
      groupOf.set(id, 'sign-in');
      continue;
    }
    const library = Object.entries(options.libraries).find(([, test]) => test.test(id));
    if (library) {
      groupOf.set(id, library[0]);
      continue;
    }
    const by = reachedBy.get(id) ?? [];
    // A screen outside the areas (the home page, the http core) is an area of its own.
    const areas = new Set(by.map((screen) => areaOf(screen) ?? screen));
    // Within one area a large library is what its screens are made of (the dashboards' charts).
    const [area] = areas;
    if (!frame.has(id) && areas.size === 1 && by.length >= 2 && area && !area.includes('/')) {
      groupOf.set(id, area);
      continue;
    }
    if (leadsToLarge.has(id)) continue;
    // The frame, and the UI kit that screens of several areas share (icons, react-bootstrap's
    // parts, core's small components): loaded by every signed-in screen anyway.
    if (frame.has(id) || (by.length >= 2 && options.uiKit.test(id))) groupOf.set(id, 'frame');
  }
  const screensModules = new Set(
    ids.filter((id) => !signIn.has(id) && groupOf.get(id) !== 'frame'),
  );
  return { groupOf, screens: screensModules };
}

/** The sign-in screens: what they load at first must not move, so /login does not grow. */
const SIGN_IN = /[\\/]src[\\/]features[\\/]auth[\\/]login-page\.tsx$/;
/** The signed-in frame: the layouts and what the frame shell starts with them. */
const FRAME =
  /[\\/]src[\\/](app[\\/]layouts[\\/](vertical|horizontal)-layout|app[\\/]layouts[\\/]frame-parts|core[\\/]auth[\\/]ability)\.tsx?$/;
/**
 * The data layer (Redux Toolkit, RTK Query, the endpoints, the http client) and the contracts
 * (zod and the shared schemas): every signed-in screen needs both, whole.
 */
const LIBRARIES = {
  data: /[\\/](node_modules[\\/](@reduxjs|immer|reselect|axios)[\\/]|src[\\/]core[\\/](api|http)[\\/])/,
  contracts: /[\\/](node_modules[\\/]zod[\\/]|packages[\\/]contracts[\\/])/,
};
const UI_KIT =
  /[\\/](node_modules[\\/](react-feather|react-bootstrap|@restart|dom-helpers|@popperjs|react-transition-group|uncontrollable|@react-aria|classnames|clsx|warning|invariant|dequal|@babel[\\/]runtime)[\\/]|src[\\/]core[\\/](ui|format|hooks|theme|i18n|layout)[\\/])/;
/** A library this large is a screen's own heavy library (charts, calendar, editor): not shared. */
const LARGE_MODULE = 100_000;

/**
 * Fewer, larger chunks (issue 17): without this, every icon and every react-bootstrap helper
 * that two screens share is its own file of a few hundred bytes, and a cold signed-in screen
 * asked for more than a hundred of them, six at a time. See planChunks for the groups.
 */
export function chunkGroupsPlugin(): Plugin {
  let plan: ChunkPlan = { groupOf: new Map(), screens: new Set() };
  const sizes = new Map<string, number>();
  return {
    name: 'careers-chunk-groups',
    apply: 'build',
    transform: {
      order: 'post',
      handler(code, id) {
        sizes.set(id, code.length);
        return null;
      },
    },
    buildEnd() {
      const graph = new Map<string, GraphNode>();
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (!info) continue;
        graph.set(id, {
          imports: info.importedIds,
          dynamicImports: info.dynamicallyImportedIds,
          isEntry: info.isEntry,
        });
      }
      if (process.env.CHUNK_LARGE) {
        for (const [id, n] of [...sizes].sort((a, b) => b[1] - a[1])) {
          if (n > LARGE_MODULE) this.info(`${n} ${id.replace(/.*node_modules[\\/]/, '~')}`);
        }
      }
      const debug = process.env.CHUNK_DEBUG;
      if (debug) {
        for (const [id, node] of graph) {
          if (id.includes(debug))
            this.info(
              `${id} imported by ${[...graph]
                .filter(([, n]) => n.imports.includes(id))
                .map(([i]) => i)
                .join(', ')} | ${node.imports.length}`,
            );
        }
      }
      plan = planChunks(graph, {
        signIn: SIGN_IN,
        frame: FRAME,
        libraries: LIBRARIES,
        uiKit: UI_KIT,
        isLarge: (id) => (sizes.get(id) ?? 0) > LARGE_MODULE,
      });
    },
    outputOptions(options) {
      const group: CodeSplittingGroup = {
        name: (id) => plan.groupOf.get(id) ?? null,
        includeDependenciesRecursively: false,
      };
      return { ...options, strictExecutionOrder: true, codeSplitting: { groups: [group] } };
    },
    generateBundle(_options, bundle) {
      if (!process.env.CHUNK_REPORT) return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const size = Object.values(chunk.modules).reduce((s, m) => s + m.renderedLength, 0);
        this.info(`${chunk.fileName} ${Object.keys(chunk.modules).length} modules ${size} B`);
        if (process.env.CHUNK_REPORT !== chunk.name) continue;
        const byPkg = new Map<string, number>();
        for (const [id, m] of Object.entries(chunk.modules)) {
          const key = id.includes('node_modules')
            ? id.replace(/.*node_modules[\\/]((@[^\\/]+[\\/])?[^\\/]+).*/, '$1')
            : id
                .replace(/.*[\\/]src[\\/]/, '')
                .split(/[\\/]/)
                .slice(0, 2)
                .join('/');
          byPkg.set(key, (byPkg.get(key) ?? 0) + m.renderedLength);
        }
        for (const [k, n] of [...byPkg].sort((a, b) => b[1] - a[1]).slice(0, 30)) {
          this.info(`  ${String(n).padStart(8)} ${k}`);
        }
      }
    },
  };
}
